import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMemoryLogger } from '../../../logger';
import type { LeadSink } from '../flows/lead.sink';
import { createAssistant } from '../assistant.factory';
import type { AssistantTurn, ChatHistoryEntry } from '../assistant.port';
import { BuiltinAssistant } from '../builtin.assistant';
import { MemorySessionStateStore } from '../flows/session-state.store';
import { SiteKnowledge } from '../knowledge/site-knowledge';
import { TestBlog } from '../testing/assistant-harness';
import { completionsUrl } from './chat-completions.client';
import { LlmAssistant } from './llm.assistant';
import { historyLimit } from './system.prompt';

interface CompletionRequest {
  model: string;
  stream: boolean;
  messages: { role: string; content: string }[];
}

type Behaviour =
  | { kind: 'stream'; chunks: string[] }
  | { kind: 'json'; text: string }
  | { kind: 'status'; status: number }
  | { kind: 'hang' };

/**
 * A local stand-in for an OpenAI-compatible server: it records each request and answers as the
 * test tells it to (streamed chunks, one JSON body, an error status, or nothing at all).
 */
class FakeCompletionsServer {
  readonly requests: {
    path: string;
    headers: http.IncomingHttpHeaders;
    body: CompletionRequest;
  }[] = [];
  behaviour: Behaviour = { kind: 'status', status: 500 };
  private readonly server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      this.requests.push({ path: req.url ?? '', headers: req.headers, body: JSON.parse(raw) });
      const b = this.behaviour;
      if (b.kind === 'hang') return;
      if (b.kind === 'status') {
        res
          .writeHead(b.status, { 'content-type': 'application/json' })
          .end('{"error":{"message":"down"}}');
        return;
      }
      if (b.kind === 'json') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: b.text } }] }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      let n = 0;
      const next = () => {
        if (n < b.chunks.length) {
          res.write(
            `data: ${JSON.stringify({ choices: [{ delta: { content: b.chunks[n++] } }] })}\n\n`,
          );
          setTimeout(next, 5);
        } else {
          res.end('data: [DONE]\n\n');
        }
      };
      next();
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const pughAnswer = [
  'A Pugh clause limits how much of your land ',
  'a producing well can hold after the primary term. ',
  'It releases acreage outside the unit.',
];

describe('the language-model provider', () => {
  const fake = new FakeCompletionsServer();
  const blog = new TestBlog();
  let knowledge: SiteKnowledge;
  let builtin: BuiltinAssistant;
  let url: string;
  const fallbacks: unknown[] = [];

  const llm = (timeoutMs = 5_000) =>
    new LlmAssistant(builtin, knowledge, {
      url,
      model: 'test-model',
      apiKey: 'test-key',
      timeoutMs,
      onFallback: (error) => fallbacks.push(error),
    });

  const turn = (message: string, history: ChatHistoryEntry[] = []): AssistantTurn => ({
    sessionId: `session_${Math.random().toString(36).slice(2)}`,
    message,
    history,
    signal: new AbortController().signal,
  });

  beforeAll(async () => {
    url = await fake.start();
    knowledge = new SiteKnowledge(blog);
    builtin = new BuiltinAssistant({
      knowledge,
      store: new MemorySessionStateStore(),
      leads: { save: async () => undefined },
    });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
    fallbacks.length = 0;
  });

  it('streams a grounded answer sentence by sentence and keeps the built-in links', async () => {
    fake.behaviour = { kind: 'stream', chunks: pughAnswer };
    const deltas: string[] = [];
    const reply = await llm().reply(turn('What is a Pugh clause?'), {
      delta: (t) => deltas.push(t),
    });
    expect(reply.message).toBe(
      'A Pugh clause limits how much of your land a producing well can hold after the primary term. It releases acreage outside the unit.',
    );
    expect(deltas).toEqual([
      'A Pugh clause limits how much of your land a producing well can hold after the primary term.',
      ' It releases acreage outside the unit.',
    ]);
    expect(reply.links?.map((l) => l.href)).toContain('/services/oil-gas-leasing#faq-3');
    expect(reply.suggestions?.length).toBeGreaterThan(0);

    const [request] = fake.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer test-key');
    expect(request?.body).toMatchObject({ model: 'test-model', stream: true });
    const system = request?.body.messages[0];
    expect(system?.role).toBe('system');
    expect(system?.content).toMatch(/Never give legal advice/);
    expect(system?.content).toMatch(/Pugh clause/);
    // The model is told what the built-in assistant understood: intent and terms.
    expect(system?.content).toMatch(
      /WHAT THE VISITOR ASKED\nIntent: question \(confidence [01]\.\d\d\)/,
    );
    expect(system?.content).toMatch(/Terms: Pugh clauses/);
    expect(request?.body.messages.at(-1)).toEqual({
      role: 'user',
      content: 'What is a Pugh clause?',
    });
  });

  it('sends a bounded history', async () => {
    fake.behaviour = { kind: 'stream', chunks: pughAnswer };
    const history = Array.from({ length: 30 }, (_, n) => ({
      message: `${n} `.repeat(500),
      isUser: n % 2 === 0,
      createdAt: new Date(),
    }));
    await llm().reply(turn('What is a Pugh clause?', history), { delta: () => undefined });
    const messages = fake.requests[0]?.body.messages ?? [];
    expect(messages).toHaveLength(historyLimit + 2);
    expect(messages.slice(1, -1).every((m) => m.content.length <= 400)).toBe(true);
  });

  it('drops sentences with unpublished figures, legal conclusions or prices before they stream', async () => {
    fake.behaviour = {
      kind: 'stream',
      chunks: [
        ...pughAnswer,
        ' Reviewing one usually costs $450.',
        ' Your lease is still valid.',
        ' About 37% of leases have one.',
      ],
    };
    const deltas: string[] = [];
    const reply = await llm().reply(turn('What is a Pugh clause?'), {
      delta: (t) => deltas.push(t),
    });
    expect(reply.message).toMatch(
      /^A Pugh clause limits .* It releases acreage outside the unit\.$/,
    );
    expect(reply.message).not.toMatch(/\$450|valid|37%/);
    expect(deltas.join('')).toBe(reply.message);
  });

  it('reads a server that answers with one JSON body instead of a stream', async () => {
    fake.behaviour = { kind: 'json', text: pughAnswer.join('') };
    const reply = await llm().reply(turn('What is a Pugh clause?'), { delta: () => undefined });
    expect(reply.message).toMatch(/^A Pugh clause limits/);
  });

  it('falls back to the built-in answer when the server fails', async () => {
    fake.behaviour = { kind: 'status', status: 503 };
    const reply = await llm().reply(turn('What is a Pugh clause?'), { delta: () => undefined });
    expect(reply.message).toMatch(
      /^On Pugh clauses, from the Oil & Gas Leasing page: A [a-z ]*Pugh clause/,
    );
    expect(fallbacks).toHaveLength(1);
  });

  it('falls back to the built-in answer when the server does not answer in time', async () => {
    fake.behaviour = { kind: 'hang' };
    const reply = await llm(300).reply(turn('What is a Pugh clause?'), { delta: () => undefined });
    expect(reply.message).toMatch(/^On Pugh clauses, from the Oil & Gas Leasing page/);
    expect(fallbacks).toHaveLength(1);
  });

  it('keeps rule-driven replies (prices, legal questions, flows) away from the model', async () => {
    fake.behaviour = { kind: 'stream', chunks: ['A lease check costs $100.'] };
    const assistant = llm();
    for (const message of [
      'How much does a lease check cost?',
      'Is my lease valid?',
      'Schedule a call',
    ]) {
      const reply = await assistant.reply(turn(message), { delta: () => undefined });
      expect(reply.message).not.toMatch(/\$100/);
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('accepts a base URL, a /v1 URL or the full endpoint', () => {
    expect(completionsUrl('http://127.0.0.1:9')).toBe('http://127.0.0.1:9/v1/chat/completions');
    expect(completionsUrl('http://127.0.0.1:9/v1/')).toBe('http://127.0.0.1:9/v1/chat/completions');
    expect(completionsUrl('http://127.0.0.1:9/api/chat/completions')).toBe(
      'http://127.0.0.1:9/api/chat/completions',
    );
  });

  it('is used only when configured', () => {
    const deps = {
      sessions: new MemorySessionStateStore(),
      blog,
      leads: {} as LeadSink,
      logger: createMemoryLogger(),
    };
    expect(createAssistant({ ...deps, llm: undefined })).toBeInstanceOf(BuiltinAssistant);
    expect(
      createAssistant({ ...deps, llm: { url, model: 'm', apiKey: undefined, timeoutMs: 1000 } }),
    ).toBeInstanceOf(LlmAssistant);
  });
});
