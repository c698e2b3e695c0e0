import { createHash } from 'node:crypto';
import { type DataSource } from 'typeorm';
import {
  groupSimilarQuestions,
  questionKey,
  type TaughtKnowledge,
} from '../assistant/taught-answers';
import { type ChatLog, type ReviewedReply } from '../chat/chat-log';
import { type ChatMessage } from '../chat/chat-message.entity';
import { AssistantWeek, QuestionExample, QuestionGroup, QuestionReason } from './teaching.types';

export interface QuestionsOptions {
  /** Only replies of the last this many days are looked at (QUESTIONS_TO_ANSWER_DAYS). */
  windowDays: number;
  /** And at most this many of them, the newest. */
  maxReplies?: number;
}

/** One asked instance with its key and the group it fell into. */
interface Asked extends ReviewedReply {
  key: string;
}

interface Grouped {
  id: string;
  members: Asked[];
}

const day = 86_400_000;
const examplesPerGroup = 3;
/** Messages shown before the question and after the reply in an example. */
const exampleContext = 2;

/**
 * "Questions to answer": the visitor questions whose replies were weak, voted not helpful or
 * followed by a request for a person, grouped by wording with the assistant's own retrieval.
 *
 * A group's id is derived from the key (index terms) of its oldest question, so it stays the
 * same from one call to the next while that question is in the window. Dismissing a group sets
 * aside the questions it holds as they were asked up to then (their keys, with the time); a
 * question asked after the dismissal opens the group again, since a visitor is still asking it.
 * A question a taught answer now answers is no longer waiting, unless that taught reply was
 * voted not helpful.
 */
export class QuestionsToAnswerService {
  private readonly maxReplies: number;

  constructor(
    private readonly dataSource: DataSource,
    private readonly chatLog: ChatLog,
    private readonly taught: TaughtKnowledge,
    private readonly options: QuestionsOptions,
  ) {
    this.maxReplies = options.maxReplies ?? 1_000;
  }

  /** The waiting groups, most-asked first (then the newest), at most `first`, with examples. */
  async list(first: number): Promise<QuestionGroup[]> {
    const groups = (await this.waiting(this.windowStart())).slice(0, first);
    const examples = groups.map((g) => newestPerVisitor(g.members).slice(0, examplesPerGroup));
    const conversations = await this.chatLog.conversationsAround(
      examples.flat().map((asked) => ({
        replyId: asked.replyId,
        sessionId: asked.sessionId,
        questionSeq: asked.questionSeq,
        replySeq: asked.replySeq,
      })),
      exampleContext,
    );
    return groups.map((group, n) => view(group, examples[n]!, conversations));
  }

  /** Sets the group's questions aside; false when no waiting group has this id. */
  async dismiss(id: string): Promise<boolean> {
    const group = (await this.waiting(this.windowStart())).find((g) => g.id === id);
    if (!group) return false;
    const keys = [...new Set(group.members.map((m) => m.key))];
    await this.dataSource.query(
      `INSERT INTO question_dismissals (question_key, dismissed_at)
       SELECT key, now() FROM unnest($1::varchar[]) AS key
       ON CONFLICT (question_key) DO UPDATE SET dismissed_at = now()`,
      [keys],
    );
    return true;
  }

  /** Chats, votes and waiting question groups of the last 7 days. */
  async week(now = new Date()): Promise<AssistantWeek> {
    const since = new Date(now.getTime() - 7 * day);
    const [chats, ratings, waiting] = await Promise.all([
      this.chatLog.chatsSince(since),
      this.chatLog.ratingsSince(since),
      this.waiting(since),
    ]);
    return Object.assign(new AssistantWeek(), {
      chats,
      helpful: ratings.helpful,
      notHelpful: ratings.notHelpful,
      questionsWaiting: waiting.length,
    });
  }

  private windowStart(): Date {
    return new Date(Date.now() - this.options.windowDays * day);
  }

  /** Every waiting group asked since `since`, in the desk's order. */
  private async waiting(since: Date): Promise<Grouped[]> {
    const replies = await this.chatLog.reviewedReplies(since, this.maxReplies);
    const asked = replies
      .map((reply) => ({ ...reply, key: questionKey(reply.question) }))
      .filter((a) => a.key && !(this.taught.match(a.question) && !a.taughtAnswerId));
    const dismissed = await this.dismissedAt(asked.map((a) => a.key));
    const open = asked.filter((a) => !(a.askedAt <= (dismissed.get(a.key) ?? new Date(0))));
    const groups = groupSimilarQuestions(open.map((a) => a.question)).map((positions) => {
      const members = positions.map((p) => open[p]!);
      // Oldest question: the last of a newest-first list.
      return { id: groupId(members[members.length - 1]!.key), members };
    });
    return groups.sort(
      (a, b) =>
        visitorsOf(b.members) - visitorsOf(a.members) ||
        b.members[0]!.askedAt.getTime() - a.members[0]!.askedAt.getTime(),
    );
  }

  private async dismissedAt(keys: readonly string[]): Promise<Map<string, Date>> {
    if (keys.length === 0) return new Map();
    const rows: { question_key: string; dismissed_at: Date | string }[] =
      await this.dataSource.query(
        `SELECT question_key, dismissed_at FROM question_dismissals
         WHERE question_key = ANY($1::varchar[])`,
        [[...new Set(keys)]],
      );
    return new Map(rows.map((r) => [r.question_key, new Date(r.dismissed_at)]));
  }
}

function groupId(key: string): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 16);
}

/**
 * Who a question's instance counts as: the client that voted on its reply (by address key),
 * else its session. A session id is the client's to invent; its address is not, so one client
 * voting from many sessions is one visitor.
 */
function visitorOf(member: Asked): string {
  return member.ratedBy ? `client:${member.ratedBy}` : `session:${member.sessionId}`;
}

function visitorsOf(members: readonly Asked[]): number {
  return new Set(members.map(visitorOf)).size;
}

/** The newest question of each visitor, newest first. */
function newestPerVisitor(members: readonly Asked[]): Asked[] {
  const seen = new Set<string>();
  return members.filter((m) => {
    const visitor = visitorOf(m);
    return seen.has(visitor) ? false : (seen.add(visitor), true);
  });
}

function view(
  group: Grouped,
  examples: readonly Asked[],
  conversations: ReadonlyMap<string, ChatMessage[]>,
): QuestionGroup {
  const { members } = group;
  const reasons = new Set<QuestionReason>();
  for (const m of members) {
    if (m.weak) reasons.add(QuestionReason.LOW_CONFIDENCE);
    if (m.notHelpful) reasons.add(QuestionReason.NOT_HELPFUL);
    if (m.askedForPerson) reasons.add(QuestionReason.ASKED_FOR_PERSON);
  }
  return Object.assign(new QuestionGroup(), {
    id: group.id,
    question: members[0]!.question,
    wordings: [...new Set(members.map((m) => m.question))],
    visitors: visitorsOf(members),
    lastAskedAt: members[0]!.askedAt,
    reasons: Object.values(QuestionReason).filter((r) => reasons.has(r)),
    examples: examples.map((asked) =>
      Object.assign(new QuestionExample(), {
        sessionId: asked.sessionId,
        askedAt: asked.askedAt,
        messages: conversations.get(asked.replyId) ?? [],
        replyId: asked.replyId,
      }),
    ),
  });
}
