/**
 * The `data:` payloads of a server-sent event stream, as they arrive. OpenAI-compatible servers
 * send one JSON chunk per event and end with `data: [DONE]`.
 */
export async function* sseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer += decoder.decode(value, { stream: !done });
      let boundary: RegExpExecArray | null;
      while ((boundary = /\r?\n\r?\n/.exec(buffer))) {
        const event = buffer.slice(0, boundary.index);
        buffer = buffer.slice(boundary.index + boundary[0].length);
        const data = dataOf(event);
        if (data !== undefined) yield data;
      }
      if (done) break;
    }
    const rest = dataOf(buffer);
    if (rest !== undefined) yield rest;
  } finally {
    reader.releaseLock();
  }
}

function dataOf(event: string): string | undefined {
  const lines = event
    .split(/\r?\n/)
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(5).replace(/^ /, ''));
  return lines.length > 0 ? lines.join('\n') : undefined;
}
