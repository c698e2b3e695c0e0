import { urlFor } from './server-url';

/** What a crawler sees: the server's HTML for a path, fetched without running any script. */
export interface ServedPage {
  status: number;
  contentType: string;
  html: string;
  head: string;
  body: string;
}

export async function fetchServed(path: string): Promise<ServedPage> {
  const response = await fetch(urlFor(path), { redirect: 'manual' });
  const html = await response.text();
  const headEnd = html.indexOf('</head>');
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    html,
    head: headEnd >= 0 ? html.slice(0, headEnd) : '',
    body: headEnd >= 0 ? html.slice(headEnd) : html,
  };
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The text of the first <title> in `head`. */
export function titleOf(head: string): string | undefined {
  const match = /<title>([^<]*)<\/title>/.exec(head);
  return match?.[1] === undefined ? undefined : decode(match[1]);
}

/** The content of `<meta name|property="key">`. */
export function metaOf(head: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(head);
  return tag?.[1] === undefined ? undefined : decode(tag[1]);
}

export function canonicalOf(head: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1];
}

/** The text of a piece of markup: tags dropped, entities decoded, ends trimmed. */
export function textOf(markup: string): string {
  return decode(markup.replace(/<[^>]+>/g, '')).trim();
}

/** Visible text of the first <h1> in the body markup. */
export function h1Of(body: string): string | undefined {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(body);
  return match?.[1] === undefined ? undefined : textOf(match[1]);
}

/** The markup without <script> and <style> elements (data and CSS, not page content). */
const withoutScriptsAndStyles = (html: string) =>
  html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, '');

/**
 * The href of every <a> element, as written (entities decoded). React writes attributes in
 * double quotes and escapes `<`, `>` and `"` inside them, so a pattern reads them reliably.
 */
export function hrefsOf(html: string): string[] {
  return [...withoutScriptsAndStyles(html).matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((match) =>
    decode(match[1] ?? ''),
  );
}

/** Every element id in the markup (the targets of #fragment links). */
export function idsOf(html: string): Set<string> {
  const ids = withoutScriptsAndStyles(html).matchAll(/<[a-zA-Z][\w-]*\b[^>]*?\sid="([^"]*)"/g);
  return new Set([...ids].map((match) => decode(match[1] ?? '')));
}

/** One JSON-LD item; callers narrow it by `@type`. */
export type JsonLdItem = { '@type'?: string } & Record<string, unknown>;

/**
 * Every JSON-LD item in the page, arrays flattened. Throws when a block is not valid JSON, or when
 * a block is declared in a form this reader would miss (so "no blocks" never passes by accident).
 */
export function jsonLdOf(html: string): JsonLdItem[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  const declared = html.match(/application\/ld\+json/g)?.length ?? 0;
  if (declared !== blocks.length) {
    throw new Error(`${declared} JSON-LD declarations but ${blocks.length} readable blocks`);
  }
  return blocks.flatMap((match, index) => {
    let parsed: JsonLdItem | JsonLdItem[];
    try {
      parsed = JSON.parse(match[1] ?? '') as JsonLdItem | JsonLdItem[];
    } catch (error) {
      throw new Error(`JSON-LD block ${index + 1} is not valid JSON: ${(error as Error).message}`);
    }
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}
