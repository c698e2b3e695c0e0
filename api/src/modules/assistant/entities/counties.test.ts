import { locationSlugs } from '@landman/content';
import { counties, texasRegions } from './counties.data';
import { countyKey, resolveCounty } from './county.resolver';
import { MessageAnalyzer } from './message.analyzer';

const analyzer = new MessageAnalyzer();
const read = (message: string) => analyzer.analyze(message).entities;

describe('the counties and parishes of the four states', () => {
  it('lists every one: 254 in Texas, 77 in Oklahoma, 33 in New Mexico, 64 parishes in Louisiana', () => {
    const count = (state: string) => counties.filter((c) => c.state === state).length;
    expect([count('TX'), count('OK'), count('NM'), count('LA')]).toEqual([254, 77, 33, 64]);
    for (const state of ['TX', 'OK', 'NM', 'LA']) {
      const names = counties.filter((c) => c.state === state).map((c) => c.name);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('maps each to a location page of its own state, and lists only real Texas counties by region', () => {
    for (const c of counties) {
      expect(locationSlugs).toContain(c.location);
      expect(c.location.endsWith(`-${c.state.toLowerCase()}`)).toBe(true);
    }
    const texas = new Set(texasRegions.texas);
    for (const region of [
      texasRegions.fromLongview,
      texasRegions.fromTyler,
      texasRegions.fromMidland,
    ]) {
      for (const name of region) expect(texas.has(name)).toBe(true);
    }
  });

  it('reads spellings visitors use and picks the state they name', () => {
    expect(countyKey('DeSoto')).toBe(countyKey('De Soto'));
    expect(countyKey('Saint Landry')).toBe(countyKey('St. Landry'));
    expect(resolveCounty('Desoto Parish', [])).toMatchObject({
      state: 'LA',
      location: 'shreveport-la',
    });
    expect(resolveCounty('Cherokee County', ['OK'])).toMatchObject({ state: 'OK' });
    expect(resolveCounty('Cherokee County', ['TX'])).toMatchObject({
      state: 'TX',
      location: 'tyler-tx',
    });
    expect(resolveCounty('Grant Parish', ['NM'])).toMatchObject({ state: 'LA' });
    expect(resolveCounty('Narnia County', [])).toBeUndefined();
  });

  it('turns a county in a message into its location page and state', () => {
    const desoto = read('my minerals are in DeSoto Parish, Louisiana');
    expect(desoto.locations).toContainEqual({
      slug: 'shreveport-la',
      via: 'county',
      phrase: 'De Soto Parish',
      note: 'Louisiana',
    });
    expect(read('80 acres in Ward County').locations.map((l) => l.slug)).toEqual(['midland-tx']);
    expect(read('San Juan County gas wells').states).toContain('NM');
    expect(read('land in Kingfisher county').locations.map((l) => l.slug)).toContain(
      'oklahoma-city-ok',
    );
  });
});
