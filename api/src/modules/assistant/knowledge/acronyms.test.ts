import { spelledOutIn, spelledOutNames } from './acronyms';

describe('an acronym spelled out by the site', () => {
  it('is the capitalised name whose initials it is, small joining words kept', () => {
    const texts = [
      'Leases on federal tracts are issued by the Bureau of Land Management in Santa Fe.',
      'Trust land easements come from the State Land Office.',
    ];
    expect(spelledOutIn('BLM', texts)).toBe('Bureau of Land Management');
    expect(spelledOutIn('slo', texts)).toBe('State Land Office');
  });

  it('is the name the texts use most when several share the initials', () => {
    const texts = [
      'The Oklahoma Corporation Commission sets spacing.',
      'Ask the Oklahoma Corporation Commission for the order.',
      'Oil Company Contracts vary.',
    ];
    expect(spelledOutIn('OCC', texts)).toBe('Oklahoma Corporation Commission');
  });

  it('is nothing when no capitalised phrase has the initials', () => {
    expect(spelledOutIn('ROW', ['the right of way was recorded'])).toBeUndefined();
    expect(spelledOutIn('NMOCDX', ['New Mexico Oil Conservation Division X'])).toBeUndefined();
  });
});

describe('the names a site spells out, read once', () => {
  it('keys every name of two to five capitalised words by its initials, stopping at a gap', () => {
    const names = spelledOutNames([
      'Ask the Oklahoma Corporation Commission, or the Bureau of Land Management.',
      'Railroad Commission of Texas. New Mexico State Land Office',
    ]);
    expect(names.get('OCC')).toBe('Oklahoma Corporation Commission');
    expect(names.get('CC')).toBe('Corporation Commission');
    expect(names.get('BLM')).toBe('Bureau of Land Management');
    expect(names.get('RCT')).toBe('Railroad Commission of Texas');
    expect(names.get('NMSLO')).toBe('New Mexico State Land Office');
    // A comma ends a name: "Commission, or the Bureau" is two names.
    expect(names.get('OCCB')).toBeUndefined();
    // Six words are no acronym's.
    expect([...names.keys()].every((initials) => initials.length <= 5)).toBe(true);
  });
});
