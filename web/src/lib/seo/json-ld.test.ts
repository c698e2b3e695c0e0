import { site, states } from '@landman/content';
import { blogPostingJsonLd, breadcrumbJsonLd, professionalServiceJsonLd } from './json-ld';
import { serializeJsonLd } from './serialize-json-ld';

describe('structured data', () => {
  it('describes the practice as a ProfessionalService serving the four states', () => {
    const data = professionalServiceJsonLd();
    expect(data['@type']).toBe('ProfessionalService');
    expect(data.name).toBe(site.name);
    expect(data.telephone).toBe(site.phoneE164);
    expect(data.areaServed.map((area) => area.name)).toEqual(states.map((state) => state.name));
    expect(data.areaServed).toHaveLength(4);
  });

  it('adds no profile field the owner has not set (nothing invented)', () => {
    const data = professionalServiceJsonLd({});
    expect(data).not.toHaveProperty('address');
    expect(data.founder).not.toHaveProperty('hasCredential');
    expect(data.founder).not.toHaveProperty('memberOf');
    expect(data.founder).not.toHaveProperty('image');
  });

  it('adds exactly the profile fields that are set: portrait, address, credentials, counties', () => {
    const data = professionalServiceJsonLd({
      portrait: { src: '/portrait.jpg', width: 600, height: 600 },
      address: { kind: 'mailing', locality: 'Tyler', region: 'TX', postalCode: '75701' },
      credentials: ['Test Credential A'],
      countiesWorked: ['Smith County, TX'],
    });
    expect(data.image).toBe(`${site.url}/portrait.jpg`);
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Tyler',
      addressRegion: 'TX',
      postalCode: '75701',
      addressCountry: 'US',
    });
    expect(data.founder).toMatchObject({
      image: `${site.url}/portrait.jpg`,
      hasCredential: [{ '@type': 'EducationalOccupationalCredential', name: 'Test Credential A' }],
    });
    expect(data.founder).not.toHaveProperty('memberOf');
    expect(data.areaServed).toContainEqual({
      '@type': 'AdministrativeArea',
      name: 'Smith County, TX',
    });
  });

  it('numbers breadcrumb items from 1 with absolute URLs', () => {
    const data = breadcrumbJsonLd([
      { name: 'Home', path: '/' },
      { name: 'Blog', path: '/blog' },
      { name: 'A post', path: '/blog/a-post' },
    ]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.url}/` },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: `${site.url}/blog` },
      { '@type': 'ListItem', position: 3, name: 'A post', item: `${site.url}/blog/a-post` },
    ]);
  });

  it('describes a post as a BlogPosting by the consultant', () => {
    const data = blogPostingJsonLd({
      slug: 'title-curative-permian-basin-best-practices',
      title: 'Title Curative in the Permian',
      excerpt: 'What to fix first.',
      category: 'Title & Legal',
      publishedAt: '2024-03-01T00:00:00.000Z',
    });
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Title Curative in the Permian',
      url: `${site.url}/blog/title-curative-permian-basin-best-practices`,
      datePublished: '2024-03-01T00:00:00.000Z',
      dateModified: '2024-03-01T00:00:00.000Z',
      author: { '@type': 'Person', name: site.name },
    });
  });

  it('serializes so that no text can close the script element', () => {
    const json = serializeJsonLd({ headline: '</script><script>alert(1)</script> & more' });
    expect(json).not.toMatch(/<|>|&/);
    expect(JSON.parse(json)).toEqual({ headline: '</script><script>alert(1)</script> & more' });
  });
});
