import { cleanup } from '@testing-library/react';
import type { ComponentType } from 'react';
import { expectSoundPage, renderPage } from '../../components/sections/testing/sound-page';
import AboutPage from '../about/about-page';
import PrivacyPage from '../legal/privacy-page';
import TermsPage from '../legal/terms-page';
import LocationsIndexPage from '../locations-index/locations-index-page';
import ServicesIndexPage from '../services-index/services-index-page';
import HomePage from './home-page';

jest.mock('../../components/illustration/illustration-urls', () => ({
  illustrationUrls: new Proxy({}, { get: (_target, key) => `/assets/${String(key)}.svg` }),
}));

afterEach(cleanup);

const pages: [string, ComponentType][] = [
  ['/', HomePage],
  ['/services', ServicesIndexPage],
  ['/locations', LocationsIndexPage],
  ['/about', AboutPage],
  ['/privacy', PrivacyPage],
  ['/terms', TermsPage],
];

describe('pages without a slug', () => {
  it.each(pages)(
    '%s has one H1, ordered headings, unique ids and resolving links',
    (_path, Page) => {
      expectSoundPage(renderPage(<Page />));
    },
  );

  it.each([
    ['/privacy', PrivacyPage],
    ['/terms', TermsPage],
  ] as const)('%s says when it was last updated and links its contents', (_path, Page) => {
    const container = renderPage(<Page />);
    expect(container.textContent).toContain('Last updated January 2024');
    const sections = container.querySelectorAll('article section[id]');
    const contents = Array.from(
      container.querySelectorAll('nav[aria-labelledby="toc-title"] a'),
      (a) => a.getAttribute('href'),
    );
    expect(contents).toEqual(Array.from(sections, (section) => `#${section.id}`));
  });
});
