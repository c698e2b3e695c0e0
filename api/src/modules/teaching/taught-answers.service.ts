import { isUUID } from 'class-validator';
import { type DataSource } from 'typeorm';
import { type AppEventBus } from '../../events/app-event-bus';
import { Topic } from '../../events/topics';
import { type Logger } from '../../logger';
import {
  questionKey,
  siteSectionHasText,
  siteSectionLabel,
  taughtAnswerRefusal,
  type TaughtKnowledge,
  type TaughtUnit,
} from '../assistant/taught-answers';
import { type ChatLog } from '../chat/chat-log';
import { TaughtAnswerNotFoundError, TaughtAnswerRefusedError } from './teaching.errors';
import { type TeachAnswerInput } from './teaching.input';
import { TaughtAnswer } from './teaching.types';

interface TaughtRow {
  id: string;
  answer: string | null;
  href: string | null;
  questions: string[];
  created_at: Date;
  updated_at: Date;
}

/** The most taught answers one search lists. */
const listLimit = 200;

/**
 * The consultant's taught answers (table taught_answers): checked by the assistant's guardrails
 * and against the site's pages when saved, and answered with by every instance at once. After
 * each change this instance reloads them from the database, then tells the others on the bus
 * to do the same; a bus reconnect reloads too, since a signal may have been lost meanwhile.
 */
export class TaughtAnswersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly chatLog: ChatLog,
    private readonly knowledge: TaughtKnowledge,
    private readonly bus: AppEventBus,
    private readonly instanceId: string,
    private readonly logger: Logger,
  ) {}

  /** Reads every taught answer into the assistant's knowledge (start, and every change). */
  async load(): Promise<void> {
    const rows: TaughtRow[] = await this.dataSource.query(
      `SELECT id, answer, href, questions FROM taught_answers ORDER BY created_at, id`,
    );
    this.knowledge.replace(rows.map(unitOf));
  }

  /** Reloads after another instance's change; never rejects (the next change reloads again). */
  reloadSoon(): void {
    this.load().catch((error: unknown) =>
      this.logger.warn('Teaching: could not reload the taught answers', error),
    );
  }

  async teach(input: TeachAnswerInput): Promise<TaughtAnswer> {
    const checked = check(input);
    const [row]: TaughtRow[] = await this.dataSource.query(
      `INSERT INTO taught_answers (answer, href, questions) VALUES ($1, $2, $3::jsonb)
       RETURNING id, answer, href, questions, created_at, updated_at`,
      [checked.answer, checked.href, JSON.stringify(checked.questions)],
    );
    await this.changed();
    return (await this.views([row!]))[0]!;
  }

  async update(id: string, input: TeachAnswerInput): Promise<TaughtAnswer> {
    if (!isUUID(id)) throw new TaughtAnswerNotFoundError();
    const checked = check(input);
    const result: [TaughtRow[], number] = await this.dataSource.query(
      `UPDATE taught_answers SET answer = $2, href = $3, questions = $4::jsonb, updated_at = now()
       WHERE id = $1 RETURNING id, answer, href, questions, created_at, updated_at`,
      [id, checked.answer, checked.href, JSON.stringify(checked.questions)],
    );
    const [row] = result[0];
    if (!row) throw new TaughtAnswerNotFoundError();
    await this.changed();
    return (await this.views([row]))[0]!;
  }

  async remove(id: string): Promise<boolean> {
    if (!isUUID(id)) throw new TaughtAnswerNotFoundError();
    const result: [unknown[], number] = await this.dataSource.query(
      `DELETE FROM taught_answers WHERE id = $1 RETURNING id`,
      [id],
    );
    if (result[0].length === 0) throw new TaughtAnswerNotFoundError();
    await this.changed();
    return true;
  }

  /** Taught answers, newest first; with `search`, those whose answer, link or questions hold it. */
  async list(search?: string): Promise<TaughtAnswer[]> {
    const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const rows: TaughtRow[] = await this.dataSource.query(
      `SELECT id, answer, href, questions, created_at, updated_at FROM taught_answers
       WHERE $1::text IS NULL OR answer ILIKE $1 OR href ILIKE $1 OR questions::text ILIKE $1
       ORDER BY updated_at DESC, id LIMIT $2`,
      [pattern, listLimit],
    );
    return this.views(rows);
  }

  /** Reload here before answering the owner, so this instance's next reply already uses it. */
  private async changed(): Promise<void> {
    await this.load();
    this.bus.publish(Topic.TaughtAnswersChanged, { origin: this.instanceId });
  }

  private async views(rows: readonly TaughtRow[]): Promise<TaughtAnswer[]> {
    const use = await this.chatLog.taughtAnswerUse(rows.map((r) => r.id));
    return rows.map((row) => {
      const counts = use.get(row.id);
      return Object.assign(new TaughtAnswer(), {
        id: row.id,
        answer: row.answer,
        href: row.href,
        hrefLabel: row.href ? (siteSectionLabel(row.href) ?? null) : null,
        questions: row.questions,
        timesUsed: counts?.used ?? 0,
        helpfulVotes: counts?.helpful ?? 0,
        notHelpfulVotes: counts?.notHelpful ?? 0,
        createdAt: new Date(row.created_at),
        updatedAt: new Date(row.updated_at),
      });
    });
  }
}

function unitOf(row: Pick<TaughtRow, 'id' | 'answer' | 'href' | 'questions'>): TaughtUnit {
  return { id: row.id, answer: row.answer, href: row.href, questions: row.questions };
}

/**
 * What a taught answer must be before it is saved: something to say (an answer, or a section
 * with text to quote), a link to a page or section the site has, questions with words that say
 * what they ask, and nothing the assistant's guardrails would refuse to send.
 */
function check(input: TeachAnswerInput): {
  answer: string | null;
  href: string | null;
  questions: string[];
} {
  const answer = input.answer ?? null;
  const href = input.href ?? null;
  if (!answer && !href) {
    throw new TaughtAnswerRefusedError(
      'Write an answer, or point the question at a page section.',
      'answer',
    );
  }
  if (href && !siteSectionLabel(href)) {
    throw new TaughtAnswerRefusedError(
      `${href} is not a page or section of this site. Pick one of the site's pages, like /services/lease-checks.`,
      'href',
    );
  }
  if (href && !answer && !siteSectionHasText(href)) {
    throw new TaughtAnswerRefusedError(
      `${href} has no text the assistant can quote: write an answer to go with the link.`,
      'answer',
    );
  }
  const vague = input.questions.find((q) => !questionKey(q));
  if (vague !== undefined) {
    throw new TaughtAnswerRefusedError(
      `"${vague}" has no word that says what it asks, so no visitor's question could match it.`,
      'questions',
    );
  }
  const refusal = answer ? taughtAnswerRefusal(answer) : undefined;
  if (refusal) throw new TaughtAnswerRefusedError(refusal, 'answer');
  return { answer, href, questions: input.questions };
}
