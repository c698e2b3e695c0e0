import { cleanup } from '@testing-library/react';
import {
  faqAnchor,
  locationPage,
  locationSlugs,
  pageAnchors,
  servicePage,
  serviceSlugs,
} from '@landman/content';
import { expectSoundPage, renderPage } from '../../components/sections/testing/sound-page';
import LocationPage from '../location/location-page';
import ServicePage from './service-page';

jest.mock('../../components/illustration/illustration-urls', () => ({
  illustrationUrls: new Proxy({}, { get: (_target, key) => `/assets/${String(key)}.svg` }),
}));

afterEach(cleanup);

describe('the service page layout', () => {
  it.each(serviceSlugs)('renders /services/%s soundly with CTAs to /contact', (slug) => {
    const container = renderPage(<ServicePage page={servicePage(slug)} />);
    expectSoundPage(container);
    const cta = container.querySelector('#get-started a');
    expect(cta?.getAttribute('href')).toBe('/contact');
    expect(container.querySelector('#process ol')?.children.length).toBeGreaterThan(2);
  });
});

describe('the location page layout', () => {
  it.each(locationSlugs)('renders /locations/%s soundly', (slug) => {
    const container = renderPage(<LocationPage page={locationPage(slug)} />);
    expectSoundPage(container);
    expect(container.querySelectorAll('#coverage li').length).toBeGreaterThan(0);
    expect(container.querySelectorAll('#coverage li a')).toHaveLength(0);
  });
});

// The chat assistant links answers to these fragments; a renamed id would break its links.
describe('the anchors the chat assistant links to', () => {
  it.each(serviceSlugs)('exist on /services/%s', (slug) => {
    const container = renderPage(<ServicePage page={servicePage(slug)} />);
    const ids = [
      pageAnchors.process,
      pageAnchors.faqs,
      ...servicePage(slug).sections.map((s) => s.id),
    ];
    for (const id of ids) expect(container.querySelector(`[id="${id}"]`)).not.toBeNull();
    servicePage(slug).faqs.forEach((faq, index) => {
      expect(container.querySelector(`#${faqAnchor(index)}`)?.textContent).toContain(faq.question);
    });
  });

  it.each(locationSlugs)('exist on /locations/%s', (slug) => {
    const container = renderPage(<LocationPage page={locationPage(slug)} />);
    const { resources, services, coverage, faqs } = pageAnchors;
    const ids = [
      resources,
      services,
      coverage,
      faqs,
      ...locationPage(slug).topics.map((t) => t.id),
    ];
    for (const id of ids) expect(container.querySelector(`[id="${id}"]`)).not.toBeNull();
    expect(container.querySelector(`#${faqAnchor(0)}`)).not.toBeNull();
  });
});
