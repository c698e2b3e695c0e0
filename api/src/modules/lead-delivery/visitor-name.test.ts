import { greetingName } from './visitor-name';

describe('greetingName', () => {
  it('keeps an ordinary name, accents and all', () => {
    expect(greetingName('Renée O’Connor-Baptiste')).toBe('Renée O’Connor-Baptiste');
  });

  it('removes links, addresses, domains, markup and line breaks', () => {
    expect(greetingName('Win\r\nBcc: x@y.example')).toBe('Win Bcc:');
    expect(greetingName('Bob https://evil.example/a?b=c <b>now</b>')).toBe('Bob b now /b');
    expect(greetingName('Cheap meds at pills.example.com')).toBe('Cheap meds at');
    expect(greetingName('Ann www.example.org')).toBe('Ann');
  });

  it('caps the length and gives nothing when no name is left', () => {
    expect(greetingName('a'.repeat(200))!.length).toBeLessThanOrEqual(60);
    expect(greetingName('http://only.example')).toBeUndefined();
    expect(greetingName('  ')).toBeUndefined();
  });
});
