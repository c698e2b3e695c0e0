import { sseData } from './sse.reader';

export interface CompletionsEndpoint {
  /** The server's base URL, its /v1, or the full /chat/completions URL. */
  url: string;
  model: string;
  apiKey: string | undefined;
}

export interface CompletionMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Accepts "http://host", "http://host/v1" or the full endpoint, so any of them can be configured. */
export function completionsUrl(url: string): string {
  const trimmed = url.replace(/\/+$/, '');
  if (/\/chat\/completions$/.test(trimmed)) return trimmed;
  return /\/v1$/.test(trimmed) ? `${trimmed}/chat/completions` : `${trimmed}/v1/chat/completions`;
}

interface Chunk {
  choices?: { delta?: { content?: unknown }; message?: { content?: unknown } }[];
}

const contentOf = (chunk: Chunk): string => {
  const choice = chunk.choices?.[0];
  const content = choice?.delta?.content ?? choice?.message?.content;
  return typeof content === 'string' ? content : '';
};

/**
 * Streams a chat completion from an OpenAI-compatible `/v1/chat/completions` endpoint
 * (`stream: true`, server-sent events), yielding text as it arrives. A server that ignores
 * `stream` and answers with one JSON body works too.
 */
export async function* streamCompletion(
  endpoint: CompletionsEndpoint,
  messages: readonly CompletionMessage[],
  signal: AbortSignal,
): AsyncGenerator<string> {
  const response = await fetch(completionsUrl(endpoint.url), {
    method: 'POST',
    signal,
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: endpoint.model,
      messages,
      stream: true,
      temperature: 0.2,
      max_tokens: 300,
    }),
  });
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => undefined);
    throw new Error(`The language model answered HTTP ${response.status}.`);
  }
  if (!/text\/event-stream/i.test(response.headers.get('content-type') ?? '')) {
    const text = contentOf((await response.json()) as Chunk);
    if (text) yield text;
    return;
  }
  for await (const data of sseData(response.body)) {
    if (data.trim() === '[DONE]') return;
    const text = contentOf(JSON.parse(data) as Chunk);
    if (text) yield text;
  }
}
