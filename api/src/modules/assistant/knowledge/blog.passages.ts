import { blogPostPath } from '@landman/content';
import type { Passage } from './passage';
import { announces, sectionsLead } from './announces';

/** The fields of a stored blog post the assistant reads. */
export interface BlogDoc {
  slug: string;
  title: string;
  excerpt: string;
  /** HTML (as stored) or Markdown; both are reduced to plain text. */
  content: string;
  category: string;
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  rsquo: '’',
  lsquo: '‘',
  ldquo: '“',
  rdquo: '”',
  mdash: '—',
  ndash: '–',
};

function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&([a-z]+);/gi, (whole, name: string) => entities[name.toLowerCase()] ?? whole);
}

/** Body blocks (headings and paragraphs) as plain text, from HTML or Markdown. */
function blocks(content: string): { heading?: string; text: string }[] {
  const marked = /<\/?(p|h[1-6]|li|ul|ol|blockquote)\b/i.test(content)
    ? content
        .replace(/<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/gi, '\n\n## $1\n\n')
        .replace(/<\/(p|li|blockquote|ul|ol)>/gi, '\n\n')
        .replace(/<[^>]+>/g, ' ')
    : content.replace(/^\s*[-*]\s+/gm, '').replace(/[*_`]+/g, '');
  return decodeEntities(marked)
    .split(/\n\s*\n/)
    .map((b) => b.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((b) => {
      const heading = /^#{1,6}\s(.*)$/.exec(b);
      return heading ? { heading: heading[1]!.trim(), text: '' } : { text: b };
    });
}

/** How many section headings an announced list names at most. */
const sectionsListed = 6;

/**
 * "These are the red flags I look for before a buyer closes.": a summary that ends by announcing
 * the article's sections is followed by their headings, so a quote of it gives the list it
 * promises.
 */
function withAnnouncedSections(summary: string, body: readonly { heading?: string }[]): string {
  const last =
    summary
      .trim()
      .split(/(?<=[.!?:])\s+/)
      .pop() ?? '';
  if (!announces(last)) return summary;
  const headings = [...new Set(body.flatMap((b) => (b.heading ? [b.heading] : [])))];
  if (headings.length < 2) return summary;
  return `${summary.trim()} ${sectionsLead} ${headings.slice(0, sectionsListed).join('; ')}.`;
}

/** An article as passages: its summary, then one passage per paragraph under its heading. */
export function blogPassages(post: BlogDoc): Passage[] {
  const href = blogPostPath(post.slug);
  const base = { href, label: post.title, page: post.title, source: 'blog' as const };
  const body = blocks(post.content);
  const out: Passage[] = [
    {
      ...base,
      id: `blog:${post.slug}:summary`,
      kind: 'article',
      title: post.title,
      text: withAnnouncedSections(post.excerpt, body),
    },
  ];
  let heading = post.title;
  body.forEach((block, n) => {
    if (block.heading) {
      heading = block.heading;
      return;
    }
    // Very short blocks (a lone link, a caption) answer nothing on their own.
    if (block.text.length < 60) return;
    out.push({
      ...base,
      id: `blog:${post.slug}:${n}`,
      kind: 'article',
      ...(heading === post.title
        ? { title: post.title }
        : { title: `${post.title}: ${heading}`, heading }),
      text: block.text,
    });
  });
  return out;
}
