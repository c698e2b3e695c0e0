import { cleanup } from '@testing-library/react';
import { locationSlugs, serviceSlugs } from '@landman/content';
import { expectSoundPage, renderPage } from '../../components/sections/testing/sound-page';
import LocationPage from '../location/location-page';
import ServicePage from './service-page';

jest.mock('../../components/illustration/illustration-urls', () => ({
  illustrationUrls: new Proxy({}, { get: (_target, key) => `/assets/${String(key)}.svg` }),
}));

afterEach(cleanup);

describe('the service page layout', () => {
  it.each(serviceSlugs)('renders /services/%s soundly with CTAs to /contact', (slug) => {
    const container = renderPage(<ServicePage slug={slug} />);
    expectSoundPage(container);
    const cta = container.querySelector('#get-started a');
    expect(cta?.getAttribute('href')).toBe('/contact');
    expect(container.querySelector('#process ol')?.children.length).toBeGreaterThan(2);
  });
});

describe('the location page layout', () => {
  it.each(locationSlugs)('renders /locations/%s soundly', (slug) => {
    const container = renderPage(<LocationPage slug={slug} />);
    expectSoundPage(container);
    expect(container.querySelectorAll('#coverage li').length).toBeGreaterThan(0);
    expect(container.querySelectorAll('#coverage li a')).toHaveLength(0);
  });
});
