import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { site } from '@landman/content';
import { MeetingPage } from './meeting-page';

const token = 'T'.repeat(43);
const day = 86_400_000;
const meeting = (overrides: Record<string, unknown> = {}) => ({
  id: 'm1',
  start: new Date(Date.now() + 5 * day).toISOString(),
  end: new Date(Date.now() + 5 * day + 30 * 60_000).toISOString(),
  status: 'BOOKED',
  name: 'Jordan Pike',
  phone: '(432) 555-0187',
  topic: 'Division order',
  consultantTimeZone: 'America/Chicago',
  changeDeadline: new Date(Date.now() + 4 * day).toISOString(),
  ...overrides,
});

/** The API as the page reaches it (plain fetch): answers by operation; what was sent. */
function fakeApi(answers: Record<string, unknown>) {
  const sent: { operationName: string; variables: Record<string, unknown> }[] = [];
  global.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as (typeof sent)[number];
    sent.push(body);
    return { status: 200, json: async () => ({ data: answers[body.operationName] }) } as Response;
  }) as typeof fetch;
  return sent;
}

describe('MeetingPage', () => {
  it('shows who, how long, how the call happens and both clocks, with add-to-calendar', async () => {
    fakeApi({
      MeetingByToken: { meetingByToken: meeting() },
      MeetingDocuments: { meetingDocuments: [] },
    });
    render(<MeetingPage token={token} />);
    await screen.findByText('30 minutes');
    expect(screen.getByText(site.role)).toBeTruthy();
    expect(screen.getByText(/will call you at \(432\) 555-0187/)).toBeTruthy();
    expect(screen.getByTestId('meeting-consultant-time').textContent).toMatch(/Chicago time/);
    const calendar = screen.getByRole('region', { name: 'Add to calendar' });
    const links = within(calendar).getAllByRole('link');
    expect(links.map((link) => new URL(link.getAttribute('href')!, 'https://x.test').host)).toEqual(
      ['calendar.google.com', 'outlook.live.com', 'outlook.office.com', 'x.test'],
    );
    expect(links[3]!.getAttribute('href')).toBe(`/api/meetings/${token}/invite.ics`);
  });

  it('opens one change at a time from Move and Cancel, and cancels with the reason', async () => {
    const sent = fakeApi({
      MeetingByToken: { meetingByToken: meeting() },
      MeetingDocuments: { meetingDocuments: [] },
      CancelMeeting: { cancelMeeting: meeting({ status: 'CANCELLED' }) },
      AvailableSlots: { availableSlots: [], bookingTimeZone: 'America/Chicago' },
    });
    render(<MeetingPage token={token} />);
    const move = await screen.findByRole('button', { name: 'Move' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    fireEvent.click(move);
    expect(move.getAttribute('aria-expanded')).toBe('true');
    await screen.findByText(/No open times in the next 21 days/);
    fireEvent.click(cancel);
    expect(screen.queryByRole('region', { name: 'Choose a new time' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Reason for cancelling (optional)'), {
      target: { value: 'Found the papers' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the call' }));
    await screen.findByText('Cancelled. Both calendars are updated.');
    expect(sent.find((s) => s.operationName === 'CancelMeeting')?.variables).toEqual({
      token,
      reason: 'Found the papers',
    });
    expect(screen.getByText(/This call is cancelled/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Add to calendar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move' })).toBeNull();
  });

  it('asks for a phone call inside the change notice', async () => {
    fakeApi({
      MeetingByToken: {
        meetingByToken: meeting({ changeDeadline: new Date(Date.now() - 60_000).toISOString() }),
      },
      MeetingDocuments: { meetingDocuments: [] },
    });
    render(<MeetingPage token={token} />);
    await screen.findByText(/too close to move or cancel online/);
    expect(screen.queryByRole('button', { name: 'Move' })).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Add to calendar' })).toBeTruthy(),
    );
  });
});
