import { QuestionIndex, type QuestionMatch } from './question.index';

/** An answer the consultant taught in the desk: one more unit of the assistant's knowledge. */
export interface TaughtUnit {
  id: string;
  /** The owner's words, sent as written; null when the unit only points at a page section. */
  answer: string | null;
  /** A page (and #section) of the site the answer links to, checked when it was taught. */
  href: string | null;
  /** The questions it answers, as visitors and the owner worded them. */
  questions: readonly string[];
}

/** A taught unit matched to a visitor's question. */
export interface TaughtMatch {
  unit: TaughtUnit;
  match: QuestionMatch<TaughtUnit>;
}

/**
 * The taught answers this instance answers with, replaced whole whenever they change (on any
 * instance: the teaching module reloads them from the database on the bus's signal). Their
 * question forms are indexed with the knowledge base's own term processing and matching.
 */
export class TaughtKnowledge {
  private index = new QuestionIndex<TaughtUnit>();
  private units: readonly TaughtUnit[] = [];

  get size(): number {
    return this.units.length;
  }

  /** The units this instance answers with now. */
  all(): readonly TaughtUnit[] {
    return this.units;
  }

  replace(units: readonly TaughtUnit[]): void {
    const index = new QuestionIndex<TaughtUnit>();
    for (const unit of units) for (const question of unit.questions) index.add(question, unit);
    this.index = index;
    this.units = units;
  }

  /** The taught unit whose question forms clearly ask what `question` asks, if any. */
  match(question: string): TaughtMatch | undefined {
    if (this.units.length === 0) return undefined;
    const match = this.index.clearMatch(question);
    if (!match) return undefined;
    return { unit: match.value, match };
  }
}
