import { cancelMeeting, loadMeeting } from './meeting-api';

/** The meeting page sends codegen's documents (typed from the schema), named, over plain fetch. */
describe('meeting-api', () => {
  const meeting = {
    id: 'm1',
    start: '2026-03-10T15:00:00.000Z',
    end: '2026-03-10T15:30:00.000Z',
    status: 'BOOKED',
    name: 'Ada',
    topic: 'Lease review',
    consultantTimeZone: 'America/Chicago',
    changeDeadline: '2026-03-09T15:00:00.000Z',
  };
  const sent: { query: string; variables: unknown; operationName?: string }[] = [];

  beforeEach(() => {
    sent.length = 0;
    global.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as (typeof sent)[number];
      sent.push(body);
      const field = body.operationName === 'CancelMeeting' ? 'cancelMeeting' : 'meetingByToken';
      // What post-graphql reads of an answer (jsdom has no Response).
      return { status: 200, json: async () => ({ data: { [field]: meeting } }) } as Response;
    }) as typeof fetch;
  });

  it('loads a meeting with the generated MeetingByToken document and its fragment', async () => {
    await expect(loadMeeting('a-token')).resolves.toEqual(meeting);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.operationName).toBe('MeetingByToken');
    expect(sent[0]?.query).toContain('fragment VisitorMeetingFields on Meeting');
    expect(sent[0]?.variables).toEqual({ token: 'a-token' });
  });

  it('sends no reason when the visitor gave none', async () => {
    await cancelMeeting('a-token', '   ');
    expect(sent[0]?.operationName).toBe('CancelMeeting');
    expect(sent[0]?.variables).toEqual({ token: 'a-token', reason: null });
  });
});
