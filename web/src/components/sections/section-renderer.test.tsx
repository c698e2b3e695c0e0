import { ThemeProvider } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { locationPages, servicePages, type Section } from '@landman/content';
import { theme } from '../../theme/theme';
import { SectionRenderer } from './section-renderer';

// Vite's `?no-inline` asset imports mean nothing to Jest; the URLs themselves are not under test.
jest.mock('../illustration/illustration-urls', () => ({
  illustrationUrls: new Proxy({}, { get: (_target, key) => `/assets/${String(key)}.svg` }),
}));

function renderSection(section: Section, wrapper?: (children: ReactNode) => ReactNode) {
  const element = <SectionRenderer section={section} />;
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>{wrapper ? wrapper(element) : element}</MemoryRouter>
    </ThemeProvider>,
  );
}

/** The band the section renders: anchored by its id and named by its H2. */
function band(id: string, title: string) {
  const region = screen.getByRole('region', { name: title });
  expect(region.id).toBe(id);
  expect(within(region).getByRole('heading', { level: 2, name: title })).toBeTruthy();
  return region;
}

describe('<SectionRenderer>', () => {
  it('renders cards with H3 titles, bullets, and a link when the card has one', () => {
    renderSection({
      kind: 'cards',
      id: 'issues',
      title: 'Common Issues',
      intro: 'What goes wrong most often.',
      items: [
        {
          title: 'Unknown Heirs',
          body: 'Nobody knows who inherited.',
          icon: 'family',
          bullets: ['A', 'B'],
        },
        { title: 'Texas', body: 'Permian title.', href: '/locations/midland-tx' },
      ],
    });
    const region = band('issues', 'Common Issues');
    expect(within(region).getByText('What goes wrong most often.')).toBeTruthy();
    expect(within(region).getByRole('heading', { level: 3, name: 'Unknown Heirs' })).toBeTruthy();
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['A', 'B']);
    expect(within(region).getByRole('link', { name: 'Texas' }).getAttribute('href')).toBe(
      '/locations/midland-tx',
    );
    expect(within(region).getAllByRole('link')).toHaveLength(1);
  });

  it('renders steps as an ordered list, numbered in order', () => {
    renderSection({
      kind: 'steps',
      id: 'process',
      title: 'How It Works',
      steps: [
        { title: 'Research', body: 'Records.' },
        { title: 'Report', body: 'Findings.' },
      ],
    });
    const list = within(band('process', 'How It Works')).getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['1ResearchRecords.', '2ReportFindings.']);
  });

  it('renders a table with caption, column and row headers, and the highlighted row marked', () => {
    renderSection({
      kind: 'table',
      id: 'turnaround',
      title: 'Turnaround Options',
      caption: 'Turnaround tiers',
      columns: ['Option', 'Turnaround'],
      rows: [
        ['Rush', '24 hours'],
        ['Standard', '48 hours'],
      ],
      highlightRow: 1,
      highlightLabel: 'Most Popular',
    });
    const table = within(band('turnaround', 'Turnaround Options')).getByRole('table', {
      name: 'Turnaround tiers',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Option', 'Turnaround']);
    const standard = within(table).getByRole('rowheader', { name: /Standard/ });
    expect(standard.textContent).toContain('Most Popular');
    expect(standard.closest('tr')?.getAttribute('data-highlighted')).toBe('true');
    expect(
      within(table)
        .getByRole('rowheader', { name: 'Rush' })
        .closest('tr')
        ?.hasAttribute('data-highlighted'),
    ).toBe(false);
    expect(within(table).getByRole('cell', { name: '48 hours' })).toBeTruthy();
  });

  it('renders stories with their headline figures', () => {
    renderSection({
      kind: 'stories',
      id: 'stories',
      title: 'Recovery Stories',
      stories: [{ title: 'Family Estate', figure: '$340,000', body: 'Found.', outcome: 'Paid.' }],
    });
    const story = within(band('stories', 'Recovery Stories')).getByRole('article');
    expect(within(story).getByText('$340,000')).toBeTruthy();
    expect(within(story).getByRole('heading', { level: 3, name: 'Family Estate' })).toBeTruthy();
    expect(within(story).getByText('Paid.')).toBeTruthy();
  });

  it('renders a checklist as list items', () => {
    renderSection({
      kind: 'checklist',
      id: 'deliverables',
      title: 'Deliverables',
      items: ['Run sheet', 'Report'],
    });
    const items = within(band('deliverables', 'Deliverables')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Run sheet', 'Report']);
  });

  it('renders a callout whose button links to its target', () => {
    renderSection({
      kind: 'callout',
      id: 'free-search',
      title: 'Free Revenue Search',
      body: 'No upfront cost.',
      buttonLabel: 'Request a Search',
      href: '/contact',
    });
    const region = band('free-search', 'Free Revenue Search');
    expect(
      within(region).getByRole('link', { name: 'Request a Search' }).getAttribute('href'),
    ).toBe('/contact');
  });

  it('links each state card to the location page that anchors the state', () => {
    renderSection({
      kind: 'states',
      id: 'states',
      title: 'State Expertise',
      items: [
        { state: 'TX', body: 'Texas work.' },
        { state: 'LA', body: 'Louisiana work.' },
      ],
    });
    const region = band('states', 'State Expertise');
    expect(within(region).getByRole('heading', { level: 3, name: 'Texas' })).toBeTruthy();
    expect(
      within(region)
        .getByRole('link', { name: /^See Midland, TX\s*: Texas$/ })
        .getAttribute('href'),
    ).toBe('/locations/midland-tx');
    expect(
      within(region)
        .getByRole('link', { name: /^See Shreveport, LA\s*: Louisiana$/ })
        .getAttribute('href'),
    ).toBe('/locations/shreveport-la');
  });

  it('renders every section of every service and location page under its own anchor', () => {
    const sections = [
      ...servicePages.flatMap((page) => page.sections),
      ...locationPages.flatMap((page) => page.topics),
    ];
    expect(sections.length).toBeGreaterThan(0);
    for (const section of sections) {
      const { container, unmount } = renderSection(section);
      expect(container.querySelector(`section[id="${section.id}"]`)).not.toBeNull();
      expect(screen.getByRole('heading', { level: 2, name: section.title })).toBeTruthy();
      unmount();
    }
  });
});
