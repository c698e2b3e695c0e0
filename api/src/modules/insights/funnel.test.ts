import { attribute, meetingOutcome, type FunnelInput } from './funnel';
import { type VisitLanding } from './visit-link.store';
import { sumSteps, tallySteps } from './visit-steps';

const now = new Date('2026-11-29T12:00:00Z');
const past = new Date('2026-11-28T15:00:00Z');
const future = new Date('2026-12-02T15:00:00Z');

describe('what became of a booked meeting', () => {
  it.each([
    ['done', past, 'kept'],
    ['no_show', past, 'missed'],
    ['booked', past, 'missed'],
    ['booked', future, 'upcoming'],
    ['cancelled', past, 'cancelled'],
    ['cancelled', future, 'cancelled'],
  ] as const)('%s, ending %s: %s', (status, end, outcome) => {
    expect(meetingOutcome({ status, end }, now)).toBe(outcome);
  });

  it('counts a meeting as missed only once its end has passed', () => {
    expect(meetingOutcome({ status: 'booked', end: now }, now)).toBe('missed');
    expect(meetingOutcome({ status: 'booked', end: new Date(now.getTime() + 1) }, now)).toBe(
      'upcoming',
    );
  });
});

const landing = (
  ref: string,
  articles: string[],
  kind: 'chat' | 'lead' = 'lead',
): VisitLanding => ({
  kind,
  ref,
  day: '2026-11-29',
  visitorKey: `key-${ref}`,
  articles,
  landingPath: '/',
  referrerHost: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
});

describe('attribution per article read in the visit', () => {
  it('credits every article a visit read with the lead, the meeting and its outcome', () => {
    const input: FunnelInput = {
      chats: ['s1'],
      leads: [
        { id: 'l1', sessionId: null, source: 'form' },
        { id: 'l2', sessionId: 's1', source: 'chat' },
      ],
      meetings: [
        { contactId: 'l1', sessionId: null, status: 'booked', end: past },
        { contactId: 'l2', sessionId: 's1', status: 'done', end: past },
      ],
      links: [landing('l1', ['/blog/a', '/blog/b']), landing('s1', ['/blog/b'], 'chat')],
      now,
    };
    const counts = attribute(input, (visit) => visit.articles);
    expect(Object.fromEntries(counts)).toEqual({
      '/blog/a': { chats: 0, leads: 1, meetingsBooked: 1, meetingsKept: 0, meetingsMissed: 1 },
      '/blog/b': { chats: 1, leads: 2, meetingsBooked: 2, meetingsKept: 1, meetingsMissed: 1 },
    });
  });
});

describe("a visit's steps", () => {
  it('counts visits (not downloads) per tool, and asking for times without a booking as abandoned', () => {
    const tallies = tallySteps(
      [
        { day: '2026-11-29', visitorKey: 'a', step: 'tool-result', detail: 'net-acres' },
        { day: '2026-11-29', visitorKey: 'a', step: 'tool-reminder', detail: 'net-acres' },
        { day: '2026-11-29', visitorKey: 'a', step: 'slots', detail: '' },
        { day: '2026-11-29', visitorKey: 'b', step: 'slots', detail: '' },
        { day: '2026-11-29', visitorKey: 'b', step: 'booked', detail: '' },
        { day: '2026-11-29', visitorKey: 'c', step: 'slots', detail: '' },
        { day: '2026-11-28', visitorKey: 'c', step: 'slots', detail: '' },
      ],
      new Set(['2026-11-29 c']),
    );
    expect(Object.fromEntries(tallies.get('2026-11-29')!)).toEqual({
      tool: 1,
      'tool:net-acres': 1,
      slots: 3,
      abandoned: 1,
    });
    // The same key on another day is another visit, which booked nothing.
    expect(Object.fromEntries(tallies.get('2026-11-28')!)).toEqual({ slots: 1, abandoned: 1 });
    expect(
      Object.fromEntries(sumSteps(tallies, [{ day: '2026-10-01', value: 'slots', visits: 4 }])),
    ).toMatchObject({ slots: 8, abandoned: 2, tool: 1 });
  });
});
