import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { bookMeeting, fetchSlots } from './booking-api';
import { addDays, dateIn } from './calendar-dates';
import { SlotPicker } from './slot-picker';

jest.mock('./booking-api', () => ({
  ...jest.requireActual('./booking-api'),
  fetchSlots: jest.fn(),
  bookMeeting: jest.fn(),
}));
jest.mock('./slot-days', () => ({
  ...jest.requireActual('./slot-days'),
  // The visitor's browser reports UTC: the dates below are the days shown.
  visitorTimeZone: () => 'UTC',
}));

const today = dateIn('UTC');
const openDays = [addDays(today, 2), addDays(today, 4)];
const slots = openDays.flatMap((date) =>
  ['15:00', '15:30'].map((time) => ({
    start: `${date}T${time}:00.000Z`,
    end: new Date(Date.parse(`${date}T${time}:00.000Z`) + 30 * 60_000).toISOString(),
  })),
);

beforeEach(() => {
  jest.mocked(fetchSlots).mockResolvedValue({
    availableSlots: slots,
    bookingTimeZone: 'America/Chicago',
  });
  jest.mocked(bookMeeting).mockResolvedValue({
    id: 'm1',
    start: slots[0]!.start,
    end: slots[0]!.end,
    manageToken: 'a'.repeat(43),
    consultantTimeZone: 'America/Chicago',
  });
});

const active = () => document.activeElement as HTMLElement;
const press = (key: string) => fireEvent.keyDown(active(), { key });

async function openPicker() {
  render(<SlotPicker />);
  fireEvent.click(screen.getByRole('button', { name: 'Pick a time' }));
  const dialog = await screen.findByRole('dialog', { name: 'Book a free consultation' });
  await waitFor(() => expect(active().dataset.date).toBe(openDays[0]));
  return dialog;
}

describe('SlotPicker: the booking dialog by keyboard', () => {
  it('opens on the first open day, and focus moves on to the times, then to the name', async () => {
    const dialog = await openPicker();
    expect(within(dialog).getByRole('grid')).toBeTruthy();
    expect(within(dialog).getByText('30 min')).toBeTruthy();
    expect(within(dialog).getByText(/Times in UTC time; .* works on Chicago time/)).toBeTruthy();

    press('ArrowRight'); // a closed day
    press('ArrowRight'); // the second open day
    expect(active().dataset.date).toBe(openDays[1]);
    press('Enter');
    await waitFor(() => expect(active().textContent).toBe('3:00 PM'));
    expect(within(dialog).getByRole('list', { name: 'Open times' })).toBeTruthy();

    fireEvent.click(active());
    await waitFor(() => expect(active()).toBe(within(dialog).getByLabelText(/^Name/)));
    // The chosen time, on both clocks.
    expect(within(dialog).getByText(/at 3:00 PM UTC$/).parentElement?.textContent).toMatch(
      / (?:9|10):00 AM C[SD]T for /,
    );
  });

  it('goes back from the details to the day’s times with the cursor on the first', async () => {
    const dialog = await openPicker();
    press('Enter');
    await waitFor(() => expect(active().textContent).toBe('3:00 PM'));
    fireEvent.click(within(dialog).getByRole('button', { name: '3:30 PM' }));
    await within(dialog).findByRole('form', { name: 'Your details' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to the times' }));
    await waitFor(() => expect(active().textContent).toBe('3:00 PM'));
  });

  it('shows the times in another zone when the visitor changes it, leaving focus where it is', async () => {
    const dialog = await openPicker();
    press('Enter');
    await waitFor(() => expect(active().textContent).toBe('3:00 PM'));
    const zone = within(dialog).getByLabelText('Time zone');
    act(() => zone.focus());
    fireEvent.change(zone, { target: { value: 'America/New_York' } });
    expect(within(dialog).getByRole('button', { name: /^(10|11):00 AM$/ })).toBeTruthy();
    expect(active()).toBe(zone);
  });

  it('books the chosen time in the chosen zone and says so on the page once closed', async () => {
    const dialog = await openPicker();
    press('Enter');
    await waitFor(() => expect(active().textContent).toBe('3:00 PM'));
    fireEvent.click(active());
    const form = await within(dialog).findByRole('form', { name: 'Your details' });
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'Riley' } });
    fireEvent.change(within(form).getByLabelText(/^E-mail/), {
      target: { value: 'riley@example.com' },
    });
    fireEvent.change(within(form).getByLabelText(/discuss/), { target: { value: 'A lease' } });
    await act(async () => {
      fireEvent.submit(form);
    });
    expect(bookMeeting).toHaveBeenCalledWith({
      name: 'Riley',
      email: 'riley@example.com',
      phone: '',
      topic: 'A lease',
      start: slots[0]!.start,
      timeZone: 'UTC',
    });
    expect(within(dialog).getByRole('status').textContent).toMatch(/^Booked: /);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const notice = screen.getByRole('status');
    expect(notice.textContent).toMatch(/Move or cancel this call/);
    expect(active()).toBe(notice);
  });
});
