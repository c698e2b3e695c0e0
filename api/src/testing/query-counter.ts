import { type DataSource } from 'typeorm';

export interface QueryCounter {
  /** Statements sent since the counter started (or was last reset), in order. */
  readonly statements: string[];
  reset(): void;
  stop(): void;
}

/**
 * Records every statement a data source sends (repositories, query builders, transactions'
 * BEGIN and COMMIT, and dataSource.query alike: they all pass its logger), one per round trip.
 */
export function countQueries(dataSource: DataSource): QueryCounter {
  const logger = dataSource.logger;
  const original = logger.logQuery;
  const statements: string[] = [];
  logger.logQuery = function (query, ...rest) {
    statements.push(query.replace(/\s+/g, ' ').trim());
    return original.call(this, query, ...rest);
  };
  return {
    statements,
    reset: () => statements.splice(0),
    stop: () => {
      logger.logQuery = original;
    },
  };
}
