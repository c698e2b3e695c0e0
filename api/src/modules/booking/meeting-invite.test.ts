import { type Meeting } from './meeting.entity';
import { meetingInvite } from './meeting-invite';

/** The unfolded content line of one property (RFC 5545 3.1: CRLF + one space or tab folds). */
function propertyLine(ics: string, name: string): string[] {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line.toUpperCase().startsWith(`${name};`) || line.startsWith(`${name}:`));
}

/**
 * A content line read as RFC 5545 3.1 defines it, as a calendar program does: parameters are
 * `;NAME=value` where a value is either quoted (no DQUOTE inside, and no escapes) or runs to the
 * next `;`, `:` or `,`; the property value is everything after the first `:` outside quotes.
 */
function parseContentLine(line: string) {
  const params: [string, string][] = [];
  let at = line.search(/[;:]/);
  while (line[at] === ';') {
    const eq = line.indexOf('=', at);
    const name = line.slice(at + 1, eq).toUpperCase();
    let i = eq + 1;
    for (;;) {
      let value: string;
      if (line[i] === '"') {
        const close = line.indexOf('"', i + 1);
        value = line.slice(i + 1, close);
        i = close + 1;
      } else {
        const end = line.slice(i).search(/[;:,]/);
        value = line.slice(i, i + end);
        i += end;
      }
      params.push([name, value]);
      if (line[i] !== ',') break;
      i += 1;
    }
    at = i;
  }
  return { params, value: line.slice(at + 1) };
}

const meeting = (name: string): Meeting =>
  ({
    id: '2f0c8d8e-4b0a-4d8e-9f52-0d6f7f3b1a11',
    start: new Date('2026-03-10T15:00:00Z'),
    end: new Date('2026-03-10T15:30:00Z'),
    status: 'booked',
    visitorTimeZone: 'America/New_York',
    name,
    email: 'dana@example.com',
    phone: null,
    topic: 'Royalties',
    sequence: 0,
    cancelReason: null,
  }) as Meeting;

const hostileNames = [
  'Eve" ;ROLE=CHAIR;PARTSTAT=DECLINED:mailto:boss@evil.example',
  'Eve\\";ROLE=NON-PARTICIPANT;CN="x":mailto:other@evil.example',
  'Eve: a, b; c',
  'Eve\nATTENDEE;ROLE=CHAIR:mailto:third@evil.example',
  'Eve\r\n ;ROLE=CHAIR',
  '"',
  'Ève\tO’Brien',
];

describe('meetingInvite: the attendee parameters cannot be broken out of', () => {
  it.each(hostileNames)('keeps one mailto and the fixed role for the name %j', (name) => {
    for (const audience of ['visitor', 'consultant'] as const) {
      const ics = meetingInvite(meeting(name), 'REQUEST', {
        organizer: { name: 'Whitaker Land', email: 'office@example.com' },
        audience,
      });
      const attendees = propertyLine(ics, 'ATTENDEE');
      expect(attendees).toHaveLength(1);
      const { params, value } = parseContentLine(attendees[0]!);
      expect(value.toLowerCase()).toBe('mailto:dana@example.com');
      expect(params.filter(([key]) => key === 'ROLE')).toEqual([['ROLE', 'REQ-PARTICIPANT']]);
      expect(params.filter(([key]) => key === 'PARTSTAT')).toEqual([['PARTSTAT', 'ACCEPTED']]);
      expect(params.filter(([key]) => key === 'CN').length).toBeLessThanOrEqual(1);
      expect(params.every(([, v]) => !/["\r\n]/.test(v))).toBe(true);
    }
  });

  it('names the attendee in the consultant’s invite, quotes made single', () => {
    const ics = meetingInvite(meeting('Dana "DJ" Whitfield'), 'REQUEST', {
      organizer: { name: 'Whitaker Land', email: 'office@example.com' },
      audience: 'consultant',
    });
    const { params } = parseContentLine(propertyLine(ics, 'ATTENDEE')[0]!);
    expect(params).toContainEqual(['CN', "Dana 'DJ' Whitfield"]);
  });
});
