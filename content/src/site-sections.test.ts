import { isKnownPath } from './routes';
import { locationPages } from './locations';
import { servicePages } from './services';
import { linkableSections } from './site-sections';

const siteSections = linkableSections();

describe('linkableSections', () => {
  it('lists every service and location page, each path a page of the site', () => {
    const paths = new Set(siteSections.map((section) => section.href.split('#')[0]));
    for (const page of servicePages) expect(paths).toContain(`/services/${page.slug}`);
    for (const page of locationPages) expect(paths).toContain(`/locations/${page.slug}`);
    for (const section of siteSections) expect(isKnownPath(section.href)).toBe(true);
  });

  it("lists each section once, labelled as the assistant labels its links ('Page: Section')", () => {
    const hrefs = siteSections.map((section) => section.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    const page = servicePages[0]!;
    const section = page.sections[0]!;
    expect(siteSections).toContainEqual({
      href: `/services/${page.slug}#${section.id}`,
      label: `${page.name}: ${section.title}`,
      page: page.name,
    });
    expect(siteSections).toContainEqual({
      href: `/services/${page.slug}#faq-1`,
      label: `${page.name}: ${page.faqs[0]!.question}`,
      page: page.name,
    });
  });
});
