import fs from 'node:fs';
import path from 'node:path';
import { parseArticle } from '../../blog/blog-file';
import type { AssistantReply, ChatHistoryEntry } from '../assistant.port';
import type { ChatBooking } from '../chat-booking.port';
import { BuiltinAssistant, type CheckedDraft } from '../builtin.assistant';
import type { ChatLead } from '../flows/request.summary';
import { MemorySessionStateStore } from '../flows/session-state.store';
import type { BlogDoc } from '../knowledge/blog.passages';
import { SiteKnowledge, type BlogSource } from '../knowledge/site-knowledge';

/**
 * The site's real articles (or those of `dir`, such as the test servers' fixture blog), parsed
 * the way the blog sync stores them (HTML bodies).
 */
export function realArticles(dir = path.resolve(__dirname, '../../../../content/blog')): BlogDoc[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => parseArticle(fs.readFileSync(path.join(dir, f), 'utf8')));
}

/** Each post's version, as BlogArticleReader gives it (there: the stored content hash). */
export function versionsOf(posts: readonly BlogDoc[]): Map<string, string> {
  return new Map(posts.map((post) => [post.slug, JSON.stringify(post)]));
}

/** The posts with these slugs, as BlogArticleReader reads them. */
export function postsWith(posts: readonly BlogDoc[], slugs: readonly string[]): BlogDoc[] {
  const wanted = new Set(slugs);
  return posts.filter((post) => wanted.has(post.slug));
}

/** A blog whose posts and version a test can change. */
export class TestBlog implements BlogSource {
  contentVersion = 1;
  constructor(public posts: BlogDoc[] = realArticles()) {}
  async versions(): Promise<Map<string, string>> {
    return versionsOf(this.posts);
  }
  async read(slugs: readonly string[]): Promise<BlogDoc[]> {
    return postsWith(this.posts, slugs);
  }
  replace(posts: BlogDoc[]): void {
    this.posts = posts;
    this.contentVersion += 1;
  }
}

/** The built-in assistant with in-memory state and a lead list, talking as one visitor. */
export class AssistantHarness {
  readonly leads: ChatLead[] = [];
  readonly knowledge: SiteKnowledge;
  readonly assistant: BuiltinAssistant;
  private readonly history: ChatHistoryEntry[] = [];

  constructor(
    readonly blog: TestBlog = new TestBlog(),
    readonly sessionId = `session_${Math.random().toString(36).slice(2)}`,
    /** Booking in open slots, and the zone the visitor's widget sends. */
    readonly options: { booking?: ChatBooking; timeZone?: string } = {},
  ) {
    this.knowledge = new SiteKnowledge(blog);
    this.assistant = new BuiltinAssistant({
      knowledge: this.knowledge,
      store: new MemorySessionStateStore(),
      leads: { save: async (lead) => void this.leads.push(lead) },
      booking: options.booking,
    });
  }

  /**
   * Replies never wait for the index (a server indexes the blog in the background after it
   * starts): the harness waits for it, like a visitor arriving after the warm-up.
   */
  indexed(): Promise<void> {
    return this.knowledge.ensureFresh();
  }

  /** Asks one question in a new session of its own (nothing said before, nothing remembered). */
  async ask(message: string): Promise<AssistantReply> {
    return (await this.askChecked(message)).reply;
  }

  /** As `ask`, with the draft and the reply's confidence (the evaluation's reliability table). */
  async askChecked(message: string): Promise<CheckedDraft> {
    await this.indexed();
    return this.assistant.respond({
      sessionId: `session_${Math.random().toString(36).slice(2)}`,
      message,
      history: [],
      signal: new AbortController().signal,
    });
  }

  /** Sends one visitor message and returns the reply; the conversation is remembered. */
  async say(message: string): Promise<AssistantReply> {
    await this.indexed();
    const reply = await this.assistant.reply({
      sessionId: this.sessionId,
      message,
      history: [...this.history],
      signal: new AbortController().signal,
      ...(this.options.timeZone ? { timeZone: this.options.timeZone } : {}),
    });
    const createdAt = new Date();
    this.history.push(
      { message, isUser: true, createdAt },
      { message: reply.message, isUser: false, createdAt },
    );
    return reply;
  }
}
