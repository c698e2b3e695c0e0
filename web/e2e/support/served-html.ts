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

/** Visible text of the first <h1> in the body markup. */
export function h1Of(body: string): string | undefined {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(body);
  return match?.[1] === undefined ? undefined : decode(match[1].replace(/<[^>]+>/g, '')).trim();
}
