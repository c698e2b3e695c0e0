import { spelledOutIn } from './acronyms';

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
