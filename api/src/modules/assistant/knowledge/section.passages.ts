import { stateByCode, type CardItem, type Section } from '@landman/content';
import { withAnchor } from './page-anchors';
import type { Passage } from './passage';

/** What every passage of one page shares: where it links and what it belongs to. */
export type PageBase = Pick<Passage, 'page' | 'source' | 'service' | 'location'> & {
  path: string;
  idPrefix: string;
};

const sentence = (text: string): string => (/[.!?]$/.test(text.trim()) ? text : `${text}.`);

export const cardText = (item: CardItem): string =>
  [item.body, ...(item.bullets ?? []).map(sentence)].join(' ');

export function passage(
  base: PageBase,
  id: string,
  fields: Pick<Passage, 'kind' | 'title' | 'text'> & { anchor?: string; heading?: string },
): Passage {
  return {
    id: `${base.idPrefix}:${id}`,
    kind: fields.kind,
    title: fields.title,
    text: fields.text,
    href: withAnchor(base.path, fields.anchor),
    label: fields.heading ? `${base.page}: ${fields.heading}` : base.page,
    page: base.page,
    source: base.source,
    service: base.service,
    location: base.location,
  };
}

/** One passage per card, step, row, story or state, all linking to the section's anchor. */
export function sectionPassages(base: PageBase, section: Section): Passage[] {
  const at = { anchor: section.id, heading: section.title };
  const id = (n: number | string) => `${section.id}:${n}`;
  switch (section.kind) {
    case 'cards':
      return section.items.map((item, n) =>
        passage(base, id(n), {
          ...at,
          kind: 'card',
          title: `${section.title}: ${item.title}`,
          text: cardText(item),
        }),
      );
    case 'steps':
      return section.steps.map((step, n) =>
        passage(base, id(n), {
          ...at,
          kind: 'step',
          title: `${section.title}: ${step.title}`,
          text: step.body,
        }),
      );
    case 'table':
      return section.rows.map((row, n) =>
        passage(base, id(n), {
          ...at,
          kind: 'table-row',
          title: `${section.title}: ${row[0] ?? ''}`,
          text: row.map((cell, c) => `${section.columns[c] ?? ''}: ${sentence(cell)}`).join(' '),
        }),
      );
    case 'stories':
      return section.stories.map((story, n) =>
        passage(base, id(n), {
          ...at,
          kind: 'story',
          title: `${section.title}: ${story.title}`,
          text: [story.body, story.outcome].filter(Boolean).join(' '),
        }),
      );
    case 'checklist':
      return [
        passage(base, id('all'), {
          ...at,
          kind: 'list',
          title: section.title,
          text: [section.intro ?? '', ...section.items.map(sentence)].join(' ').trim(),
        }),
      ];
    case 'callout':
      return [
        passage(base, id('all'), {
          ...at,
          kind: 'callout',
          title: section.title,
          text: section.body,
        }),
      ];
    case 'states':
      return section.items.map((item, n) =>
        passage(base, id(n), {
          ...at,
          kind: 'state',
          title: `${section.title}: ${stateByCode(item.state).name}`,
          text: `${stateByCode(item.state).name}: ${[item.body, ...(item.bullets ?? []).map(sentence)].join(' ')}`,
        }),
      );
  }
}
