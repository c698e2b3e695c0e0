import { fireEvent, render, screen } from '@testing-library/react';
import { fetchSlots } from './booking-api';
import { OpenSlotsPending, useOpenSlots } from './open-slots';

jest.mock('./booking-api', () => ({
  ...jest.requireActual('./booking-api'),
  fetchSlots: jest.fn(),
}));

const slot = { start: '2026-12-02T15:00:00.000Z', end: '2026-12-02T15:30:00.000Z' };

/** The hook as the booking dialog, the meeting page and the desk use it. */
function Times({ zone }: { zone: string }) {
  const { slots, retry } = useOpenSlots(true, 14, zone);
  if (slots.kind !== 'ready') return <OpenSlotsPending slots={slots} onRetry={retry} />;
  return <p>{`${slots.slots.length} open, ${slots.consultantTimeZone}`}</p>;
}

beforeEach(() => jest.mocked(fetchSlots).mockReset());

describe('open times: asked once, shown, retried', () => {
  it('shows the reason when asking fails, and "Try again" asks again', async () => {
    jest
      .mocked(fetchSlots)
      .mockRejectedValueOnce(new Error('The calendar is not answering.'))
      .mockResolvedValueOnce({ availableSlots: [slot], bookingTimeZone: 'America/Chicago' });
    render(<Times zone="UTC" />);
    expect(screen.getByRole('progressbar', { name: 'Finding open times' })).toBeTruthy();

    expect(await screen.findByText('The calendar is not answering.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 open, America/Chicago')).toBeTruthy();
    expect(fetchSlots).toHaveBeenCalledTimes(2);
  });

  it('asks once for the window in the zone given; a new zone only regroups', async () => {
    jest
      .mocked(fetchSlots)
      .mockResolvedValue({ availableSlots: [slot], bookingTimeZone: 'America/Chicago' });
    const { rerender } = render(<Times zone="America/Denver" />);
    expect(await screen.findByText('1 open, America/Chicago')).toBeTruthy();
    rerender(<Times zone="Europe/Paris" />);
    expect(fetchSlots).toHaveBeenCalledTimes(1);
    const [from, to, zone] = jest.mocked(fetchSlots).mock.calls[0]!;
    expect(zone).toBe('America/Denver');
    expect((to.getTime() - from.getTime()) / 86_400_000).toBe(14);
  });
});
