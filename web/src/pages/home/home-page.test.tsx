import { ThemeProvider } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { theme } from '../../theme/theme';
import HomePage from './home-page';

jest.mock('../../components/illustration/illustration-urls', () => ({
  illustrationUrls: new Proxy({}, { get: (_target, key) => `/assets/${String(key)}.svg` }),
}));

function renderHome() {
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const href = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('<HomePage>', () => {
  it('has one H1 and sends the hero, credentials and band buttons where the spec says', () => {
    renderHome();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Expert Landman Services Across Texas, Oklahoma & Beyond',
    ]);
    expect(href('Book Quick Lease Check')).toBe('/services/lease-checks');
    expect(href('Schedule Exploratory Call')).toBe('/contact');
    expect(href('View Full Credentials')).toBe('/contact');
    expect(href('View All Services')).toBe('/services/lease-checks');
    expect(href('Discuss Your Project')).toBe('/contact');
  });

  it('shows six service cards with three features each and four location cards', () => {
    renderHome();
    const services = screen.getByRole('region', { name: /Landman Services Built Around/ });
    const learnMore = within(services).getAllByRole('link', { name: /^Learn More/ });
    expect(learnMore.map((a) => a.getAttribute('href'))).toEqual([
      '/services/lease-checks',
      '/services/leasehold-audits',
      '/services/title-curative',
      '/services/suspense-minerals',
      '/services/estate-heirship',
      '/services/lithium-renewables',
    ]);
    expect(within(services).getAllByRole('listitem')).toHaveLength(18);
    const locations = screen.getByRole('region', { name: /Working the Texas Basins/ });
    expect(
      within(locations)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Tyler, TX', 'Longview, TX', 'Bryan, TX', 'Midland, TX']);
    const states = screen.getByRole('region', { name: /Four Producing States/ });
    expect(
      within(states)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Texas', 'Oklahoma', 'New Mexico', 'Louisiana']);
  });

  it('marks each project button with the chat message it opens the chat with', () => {
    // The page is server HTML: the client entry answers these buttons (start-islands.test.ts).
    renderHome();
    expect(
      ['Request Quote', 'Schedule with AI'].map((name) =>
        screen.getByRole('button', { name }).getAttribute('data-open-chat'),
      ),
    ).toEqual([
      "I'd like to request a quote for my project",
      "I'd like to schedule a consultation to discuss my project",
    ]);
  });
});
