import { screenLead, type ScreenedLead } from './spam-screen';

const options = { minFillMs: 3_000 };
const plain: ScreenedLead = {
  channel: 'form',
  token: { state: 'valid', ageMs: 45_000 },
  name: 'Dana Reyes',
  company: null,
  message: 'We received a lease offer on 80 acres in Smith County. Is the bonus fair?',
};
const screen = (change: Partial<ScreenedLead>) => screenLead({ ...plain, ...change }, options);

describe('screenLead', () => {
  it('passes an ordinary request, with or without one link', () => {
    expect(screen({})).toEqual({ score: 0, reasons: [], suspicious: false });
    expect(
      screen({ message: `${plain.message} The offer: https://example.com/offer.pdf` }).suspicious,
    ).toBe(false);
  });

  it('marks a form sent faster than a person could, or with a forged token', () => {
    expect(screen({ token: { state: 'valid', ageMs: 800 } })).toMatchObject({ suspicious: true });
    expect(screen({ token: { state: 'forged' } })).toMatchObject({ suspicious: true });
  });

  it('scores a missing token on the form, but not on the API', () => {
    expect(screen({ token: { state: 'missing' } })).toMatchObject({ score: 1, suspicious: false });
    expect(screen({ token: { state: 'missing' }, channel: 'api' }).score).toBe(0);
  });

  it('scores links by count, and any link in the name or company', () => {
    const links = (n: number) =>
      Array.from({ length: n }, (_, i) => `http://site${i}.example/x`).join(' ');
    expect(screen({ message: links(2) }).score).toBe(1);
    expect(screen({ message: links(3) }).score).toBe(2);
    expect(screen({ message: links(6) }).suspicious).toBe(true);
    expect(screen({ company: 'www.cheap-leads.example' }).score).toBe(2);
  });

  it('treats a non-Latin script as a weak signal that needs another to count', () => {
    const cyrillic = 'Здравствуйте, мы предлагаем услуги продвижения сайтов';
    expect(screen({ message: cyrillic })).toMatchObject({ score: 1, suspicious: false });
    expect(
      screen({ message: `${cyrillic} http://a.example http://b.example http://c.example` }),
    ).toMatchObject({ suspicious: true });
    // A few words in another script inside an English message are not a signal at all.
    expect(screen({ message: `${plain.message} 谢谢` }).score).toBe(0);
  });
});
