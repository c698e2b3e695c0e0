import type { Section } from '@landman/content';
import { Callout } from './callout';
import { CardGrid } from './card-grid';
import { Checklist } from './checklist';
import { ComparisonTable } from './comparison-table';
import { PageSection, type SectionTone } from './page-section';
import { SectionHeading } from './section-heading';
import { StateCards } from './state-cards';
import { StepsList } from './steps-list';
import { Stories } from './stories';

/** The body of a section, by kind; headings are drawn by the caller. */
function SectionBody({ section }: { section: Exclude<Section, { kind: 'callout' }> }) {
  switch (section.kind) {
    case 'cards':
      return <CardGrid items={section.items} columns={section.columns} />;
    case 'steps':
      return <StepsList steps={section.steps} />;
    case 'table':
      return (
        <ComparisonTable
          id={section.id}
          caption={section.caption}
          columns={section.columns}
          rows={section.rows}
          highlightRow={section.highlightRow}
          highlightLabel={section.highlightLabel}
        />
      );
    case 'stories':
      return <Stories stories={section.stories} />;
    case 'checklist':
      return <Checklist items={section.items} />;
    case 'states':
      return <StateCards items={section.items} />;
  }
}

/** Renders any content section as a full-width band with its anchor id and an H2. */
export function SectionRenderer({ section, tone }: { section: Section; tone?: SectionTone }) {
  const titleId = `${section.id}-title`;
  return (
    <PageSection id={section.id} labelledBy={titleId} tone={tone}>
      {section.kind === 'callout' ? (
        <Callout
          titleId={titleId}
          title={section.title}
          body={section.body}
          buttonLabel={section.buttonLabel}
          href={section.href}
        />
      ) : (
        <>
          <SectionHeading id={titleId} title={section.title} intro={section.intro} />
          <SectionBody section={section} />
        </>
      )}
    </PageSection>
  );
}

/** Content sections in order, alternating page and paper backgrounds from the given start. */
export function SectionList({
  sections,
  startTone = 'default',
}: {
  sections: readonly Section[];
  startTone?: 'default' | 'paper';
}) {
  const other = startTone === 'default' ? 'paper' : 'default';
  return (
    <>
      {sections.map((section, index) => (
        <SectionRenderer
          key={section.id}
          section={section}
          tone={index % 2 === 0 ? startTone : other}
        />
      ))}
    </>
  );
}
