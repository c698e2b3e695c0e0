import type { LeadsQuery } from './gql/graphql';
import { groupedLeads, replyHref } from './inbox-page';
import { waitingText } from './use-now';

type ListedLead = LeadsQuery['leads']['edges'][number]['node'];

const lead = (id: string, sameContact: string[] = []): ListedLead => ({
  id,
  createdAt: '2026-11-20T15:00:00.000Z',
  status: 'NEW',
  read: false,
  source: 'FORM',
  name: `Lead ${id}`,
  email: `${id}@example.com`,
  phone: null,
  interest: null,
  message: 'First line\nSecond line',
  sameContact: sameContact.map((other) => ({
    id: other,
    createdAt: '2026-11-19T15:00:00.000Z',
    status: 'NEW',
    source: 'FORM',
    interest: null,
    message: 'Earlier',
  })),
});

describe('desk triage helpers', () => {
  it('lists one row per person: leads shown under a newer one are not repeated', () => {
    const rows = groupedLeads([lead('c', ['a']), lead('b'), lead('a', ['c'])]);
    expect(rows.map((row) => row.id)).toEqual(['c', 'b']);
  });

  it("quotes the lead's message in the reply and addresses it to their e-mail", () => {
    const href = replyHref(lead('rae'));
    expect(href.startsWith('mailto:rae%40example.com?subject=Re%3A%20your%20request&body=')).toBe(
      true,
    );
    const body = decodeURIComponent(href.split('&body=')[1] ?? '');
    expect(body).toContain('Hello Lead rae,');
    expect(body).toContain('> First line\n> Second line');
  });

  it('words the wait in minutes, then hours', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(waitingText('2026-11-25T11:58:30Z', now)).toBe('Waiting 1 min');
    expect(waitingText('2026-11-25T11:53:00Z', now)).toBe('Waiting 7 min');
    expect(waitingText('2026-11-25T10:45:00Z', now)).toBe('Waiting 1 h 15 min');
    expect(waitingText('2026-11-25T12:00:00Z', now)).toBe('Waiting 1 min');
  });
});
