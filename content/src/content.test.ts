import {
  aboutPage,
  homePage,
  isKnownPath,
  loadLocationPage,
  loadServicePage,
  locationPage,
  locationPages,
  locationSlugs,
  privacyPolicy,
  servicePage,
  servicePages,
  serviceSlugs,
  termsOfService,
} from './index';

const allContent = {
  servicePages,
  locationPages,
  homePage,
  aboutPage,
  privacyPolicy,
  termsOfService,
};

/** Every string in a content tree, with the key it sits under. */
function strings(value: unknown, key = ''): { key: string; text: string }[] {
  if (typeof value === 'string') return [{ key, text: value }];
  if (Array.isArray(value)) return value.flatMap((item) => strings(item, key));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => strings(v, k));
  }
  return [];
}

const pageText = (page: object) =>
  strings(page)
    .map((s) => s.text)
    .join('\n');

describe('service and location tables', () => {
  it('has exactly one service page per slug, in the spec order', () => {
    expect(servicePages.map((p) => p.slug)).toEqual([...serviceSlugs]);
  });

  it('has exactly one location page per slug, in the spec order', () => {
    expect(locationPages.map((p) => p.slug)).toEqual([...locationSlugs]);
  });

  it('gives every service card exactly three features', () => {
    for (const page of servicePages) expect(page.card.features).toHaveLength(3);
  });

  it('uses unique section ids within each page, so #anchors are unambiguous', () => {
    for (const page of [...servicePages, ...locationPages]) {
      const sections = 'sections' in page ? page.sections : page.topics;
      const ids = sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});

describe('per-page loaders', () => {
  it.each(serviceSlugs)('load the service page %s and no other', async (slug) => {
    expect(await loadServicePage(slug)).toBe(servicePage(slug));
  });

  it.each(locationSlugs)('load the location page %s and no other', async (slug) => {
    expect(await loadLocationPage(slug)).toBe(locationPage(slug));
  });
});

describe('internal links', () => {
  const hrefs = strings(allContent).filter((s) => s.key === 'href' || s.text.startsWith('/'));

  it('finds links to check', () => {
    expect(hrefs.length).toBeGreaterThan(20);
  });

  it.each(hrefs.map((h) => [h.text]))('%s resolves to a route', (href) => {
    expect(isKnownPath(href)).toBe(true);
  });

  it('links related services, nearby locations and extra links to real pages', () => {
    for (const page of servicePages) {
      for (const slug of page.related) expect(serviceSlugs).toContain(slug);
      expect(page.related).not.toContain(page.slug);
    }
    for (const page of locationPages) {
      for (const slug of page.nearby) expect(locationSlugs).toContain(slug);
      for (const item of page.services.items) expect(serviceSlugs).toContain(item.service);
      for (const href of page.links) expect(isKnownPath(href)).toBe(true);
    }
  });
});

describe('the spec figures', () => {
  const page = (slug: string) => pageText(servicePages.find((p) => p.slug === slug)!);

  it('states the lease check turnaround tiers', () => {
    const text = page('lease-checks');
    for (const phrase of ['Rush', '24 hours', 'Standard', '48 hours', 'Extended', '3-5 days']) {
      expect(text).toContain(phrase);
    }
  });

  it('compares lithium with oil and gas timelines and lifecycles', () => {
    const text = page('lithium-leasing');
    for (const phrase of ['5-10 years', '6 months to 2 years', '20-50 years', '5-30 years']) {
      expect(text).toContain(phrase);
    }
  });

  it('tells the suspense recovery and heirship stories with their amounts', () => {
    for (const amount of ['$340,000', '$125,000', '$89,000', '$2,800']) {
      expect(page('suspense-minerals')).toContain(amount);
    }
    for (const fact of ['15 heirs', '$180,000', '8 states']) {
      expect(page('estate-heirship')).toContain(fact);
    }
  });

  it('lists every coverage town on some location page', () => {
    const towns = locationPages.flatMap((p) => p.coverage.towns.map((t) => t.name));
    for (const town of [
      'Marshall',
      'Carthage',
      'Odessa',
      'Big Spring',
      'Pecos',
      'College Station',
      'Huntsville',
      'Brenham',
      'Madisonville',
      'Tulsa',
      'Woodward',
      'Ardmore',
      'Elk City',
      'Carlsbad',
      'Artesia',
      'Roswell',
    ]) {
      expect(towns).toContain(town);
    }
  });

  it('keeps Shreveport service cards unlinked and its closing button on /about', () => {
    const shreveport = locationPages.find((p) => p.slug === 'shreveport-la')!;
    expect(shreveport.services.linked).toBe(false);
    expect(shreveport.cta.secondary.href).toBe('/about');
  });
});

describe('copy quality', () => {
  it('contains no placeholder text anywhere', () => {
    const text = pageText(allContent).toLowerCase();
    for (const marker of ['lorem', 'ipsum', 'todo', 'tbd', 'placeholder', 'xxx']) {
      expect(text).not.toContain(marker);
    }
  });
});
