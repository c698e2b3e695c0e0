import { greetingName } from './visitor-name';

describe('greetingName', () => {
  it('greets by the first name of an ordinary name, accents, hyphens and apostrophes and all', () => {
    expect(greetingName('Renée O’Connor-Baptiste')).toBe('Renée');
    expect(greetingName("  Mary-Kate O'Neil ")).toBe('Mary-Kate');
    expect(greetingName('Dana')).toBe('Dana');
  });

  it('gives no name for anything that is not one: the greeting is then neutral', () => {
    for (const lure of [
      'URGENT your account is locked call 1 800 555 0100',
      'Your account is locked, call us now',
      'Win\r\nBcc: x@y.example',
      'Bob https://evil.example/a?b=c',
      'Cheap meds at pills.example.com',
      'Dana <b>Reyes</b>',
      'Agent 007',
      'a'.repeat(61),
      `${'b'.repeat(31)} Reyes`,
      '  ',
      '-Dana',
    ]) {
      expect([lure, greetingName(lure)]).toEqual([lure, undefined]);
    }
  });
});
