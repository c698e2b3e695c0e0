import {
  contactLocationOptions,
  contactServiceOptions,
  locationPages,
  servicePages,
} from '@landman/content';
import { locationContactOption } from './location.lexicon';
import { MessageAnalyzer } from './message.analyzer';
import { serviceContactOption } from './service.lexicon';

const analyzer = new MessageAnalyzer();
const read = (message: string) => analyzer.analyze(message).entities;

describe('the services a long message names', () => {
  it('lead with the ones its last question asks about, the story before it after', () => {
    const services = read(
      'Our aunt died without a probate and her royalties went into suspense years ago. Now a pipeline company wants an easement across the tract. Could you negotiate the right-of-way for us?',
    ).services;
    expect(services[0]).toBe('row-acquisition');
    expect(services).toEqual(expect.arrayContaining(['estate-heirship', 'suspense-minerals']));
  });

  it('keep the order written when the message is one question', () => {
    expect(read('Do you handle heirship and suspended royalties?').services).toEqual([
      'estate-heirship',
      'suspense-minerals',
    ]);
  });
});

describe('reading services, places and states from free text', () => {
  it.each([
    ['how long does a leese check take', ['lease-checks']],
    ['need help with hiership paperwork', ['estate-heirship']],
    ['title curitive', ['title-curative']],
    ['royalites in suspence', ['suspense-minerals']],
    ['right-of-way for a pipeline', ['row-acquisition']],
    ['Lithium lease offer', ['lithium-leasing']],
    ['solar and wind leases', ['lithium-renewables']],
    ['surface damages from a pad', ['surface-settlements']],
    ['leasehold audit of our portfolio', ['leasehold-audits']],
    ['due diligence before we buy minerals', ['deal-evaluation']],
    ['negotiate an oil & gas lease', ['oil-gas-leasing']],
  ])('%s', (message, services) => {
    expect(read(message).services).toEqual(services);
  });

  it('drops a service the visitor rules out', () => {
    const e = read("it's about title curative, not a lease check");
    expect(e.services).toEqual(['title-curative']);
    expect(e.negatedServices).toEqual(['lease-checks']);
  });

  it.each([
    ['Midlnd', 'midland-tx', 'city'],
    ['Shrevport', 'shreveport-la', 'city'],
    ['OKC', 'oklahoma-city-ok', 'city'],
    ['Odessa', 'midland-tx', 'town'],
    ['Carlsbad', 'hobbs-nm', 'town'],
    ['Gregg County', 'longview-tx', 'county'],
    ['Caddo Parish', 'shreveport-la', 'county'],
    ['Eagle Ford', 'bryan-tx', 'area'],
    ['SCOOP and STACK', 'oklahoma-city-ok', 'area'],
  ])('%s is on the %s page', (message, slug, via) => {
    expect(read(message).locations[0]).toMatchObject({ slug, via });
  });

  it('knows the four states by name and by postal code, without reading "ok" as Oklahoma', () => {
    expect(read('land in louisianna').states).toEqual(['LA']);
    expect(read('Carter County, OK').states).toEqual(['OK']);
    expect(read('ok thanks').states).toEqual([]);
    expect(read('Oklahoma City').states).toEqual([]);
    expect(read('Oklahoma City').locations[0]?.slug).toBe('oklahoma-city-ok');
    expect(read('minerals in New Mexico').states).toEqual(['NM']);
    expect(read('minerals in New Mexico').uncovered).toEqual([]);
  });

  it('tells other cities in the four states from places outside them', () => {
    expect(read('do you work in houston').otherCities).toEqual([{ city: 'Houston', code: 'TX' }]);
    expect(read('what about kansas or wyoming').uncovered).toEqual(['Kansas', 'Wyoming']);
    // Another state's postal code, in capitals after a place name or a comma.
    expect(read('a lease on our land in Greene County PA').uncovered).toEqual(['Pennsylvania']);
    expect(read('royalties from Weld County, CO and Lea County').uncovered).toEqual(['Colorado']);
    // The same letters as a word are not a state.
    expect(read('co-owners pa and ma signed in Lea County').uncovered).toEqual([]);
  });

  it('reads counties and parishes the lexicon does not know', () => {
    expect(read('160 acres in Reeves County').counties).toEqual(['Reeves County']);
    expect(read('land in Roger Mills County').counties).toEqual(['Roger Mills County']);
  });

  it('reads multi-word counties and parishes typed in lower case', () => {
    expect(read('minerals in roger mills county').counties).toEqual(['Roger Mills County']);
    const deafSmith = read('we have acreage in deaf smith county');
    expect(deafSmith.counties).toEqual(['Deaf Smith County']);
    // Every county of the four states leads to its nearest location page.
    expect(deafSmith.locations).toEqual([
      { slug: 'midland-tx', via: 'county', phrase: 'Deaf Smith County', note: 'Texas' },
    ]);
    expect(read('a tract in st mary parish').counties).toEqual(['St. Mary Parish']);
    expect(read('heirs in east baton rouge parish').counties).toEqual(['East Baton Rouge Parish']);
    expect(read('land in dona ana county and lea county').counties).toEqual([
      // Lea County is on the Hobbs page, so the lexicon names it first.
      'Lea County',
      'Doña Ana County',
    ]);
  });

  it('keeps a single-word county apart from the words typed before it', () => {
    expect(read('is it lea county').counties).toEqual(['Lea County']);
    expect(read('my mineral rights in reeves county').counties).toEqual(['Reeves County']);
  });

  it('does not read e-mail addresses as places', () => {
    const e = read('tyler@austin.com');
    expect(e.locations).toEqual([]);
    expect(e.otherCities).toEqual([]);
  });

  it('leaves everyday words alone instead of bending them into domain words', () => {
    expect(analyzer.analyze('please tell me at least one thing').text).toBe(
      'please tell me at least one thing',
    );
  });
});

describe('form options', () => {
  it('files every service and location under a contact form option', () => {
    for (const page of servicePages)
      expect(contactServiceOptions).toContain(serviceContactOption[page.slug]);
    for (const page of locationPages)
      expect(contactLocationOptions).toContain(locationContactOption[page.slug]);
  });
});
