import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Observable } from 'rxjs';
import type { AvailabilityInput } from '../gql/graphql';
import { AvailabilityPage } from './availability-page';

type Range = { start: string; end: string };

const hours = (...ranges: [string, string][]) =>
  ranges.map(([start, end]) => ({ __typename: 'OpenHours', start, end }));

/** The settings as the API answers them, from weekly hours and dated changes. */
function settingsOf(weekly: Range[][], dates: { date: string; hours: Range[] }[], rest = {}) {
  return {
    __typename: 'AvailabilitySettings',
    timeZone: 'America/Chicago',
    weeklyHours: weekly.map((day, i) => ({
      __typename: 'WeekdayHours',
      weekday: i + 1,
      hours: day.map((range) => ({ __typename: 'OpenHours', ...range })),
    })),
    dateOverrides: dates.map(({ date, hours: day }) => ({
      __typename: 'DateHours',
      date,
      hours: day.map((range) => ({ __typename: 'OpenHours', ...range })),
    })),
    meetingMinutes: 30,
    bufferMinutes: 15,
    minNoticeMinutes: 720,
    horizonDays: 60,
    dailyMax: 6,
    changeNoticeHours: 24,
    confirmationNote: null,
    ...rest,
  };
}

const weekdays = hours(['09:00', '12:00'], ['13:00', '17:00']);
const initial = settingsOf([weekdays, weekdays, weekdays, weekdays, weekdays, [], []], []);

const refusal = 'Monday: 09:00-08:00 ends before it starts.';

/**
 * The API as the page sees it: the saved settings, the open times they give (a count that
 * changes once a save went through), and the save, which succeeds, is refused at a field, or
 * breaks.
 */
function fakeApi(save: 'ok' | 'refuse' | 'crash') {
  const sent: AvailabilityInput[] = [];
  let previews = 0;
  let saved = false;
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const name = operation.operationName;
        if (name === 'AvailabilitySettings') {
          observer.next({ data: { availabilitySettings: initial } });
        } else if (name === 'AvailabilityPreview') {
          previews += 1;
          const count = saved ? 3 : 2;
          const slots = [
            '2026-03-10T14:00:00.000Z',
            '2026-03-10T14:45:00.000Z',
            '2026-03-11T15:00:00.000Z',
          ]
            .slice(0, count)
            .map((start) => ({ __typename: 'Slot', start, end: start }));
          observer.next({ data: { availableSlots: slots } });
        } else if (name === 'UpdateAvailability') {
          const input = operation.variables.input as AvailabilityInput;
          sent.push(input);
          if (save === 'crash') {
            observer.error(new Error('Response not successful: Received status code 500'));
            return;
          }
          if (save === 'refuse') {
            observer.next({
              errors: [
                {
                  message: refusal,
                  extensions: {
                    code: 'BAD_USER_INPUT',
                    fields: { 'weeklyHours.0.hours.0.end': refusal },
                  },
                },
              ],
            });
          } else {
            saved = true;
            const weekly = (input.weeklyHours ?? []).map((day) => day.hours);
            const dates = input.dateOverrides ?? [];
            observer.next({
              data: {
                updateAvailability: settingsOf(weekly, dates, {
                  meetingMinutes: input.meetingMinutes,
                  confirmationNote: input.confirmationNote || null,
                }),
              },
            });
          }
        }
        observer.complete();
      }),
  );
  render(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <AvailabilityPage />
    </ApolloProvider>,
  );
  return { sent, previews: () => previews };
}

const form = () => screen.getByRole('form', { name: 'Availability' });
const range = (day: string, n: number) => screen.getByRole('group', { name: `${day}, hours ${n}` });
const pick = (day: string, n: number, which: 'Opens' | 'Closes', time: string) =>
  fireEvent.change(within(range(day, n)).getByLabelText(which), { target: { value: time } });
const save = () =>
  act(async () => {
    fireEvent.click(within(form()).getByRole('button', { name: 'Save availability' }));
  });
const fieldMessage = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

// The form is large (MUI selects of every half hour, for seven days): its longest test takes
// 11 s alone on a quiet machine, and ran past 30 s in a clean CI run while the other Jest
// worker loaded both cores. This bounds a hang, it does not time anything.
jest.setTimeout(90_000);

describe('AvailabilityPage', () => {
  it('shows the saved hours, the zone and the open times they give', async () => {
    fakeApi('ok');
    await screen.findByRole('form', { name: 'Availability' });
    expect(screen.getByTestId('availability-zone').textContent).toContain(
      'Chicago (America/Chicago)',
    );
    const monday = within(range('Monday', 1));
    expect((monday.getByLabelText('Opens') as HTMLSelectElement).value).toBe('09:00');
    expect(monday.getByRole('option', { name: 'Noon', selected: true })).toBeTruthy();
    const saturday = screen.getByRole('group', { name: 'Saturday' });
    expect(within(saturday).getByText('Closed')).toBeTruthy();
    expect((screen.getByLabelText('Meeting length (minutes)') as HTMLInputElement).value).toBe(
      '30',
    );
    expect(screen.getByText('Visitors book at least 12 hours ahead.')).toBeTruthy();
    const preview = screen.getByTestId('availability-preview');
    await within(preview).findByText('2 open times in the next 14 days.');
    expect(within(preview).getByText('9:00 AM, 9:45 AM')).toBeTruthy();
  });

  it('saves changed hours, a day off and the rules as the API input, says so, and refreshes the preview', async () => {
    const api = fakeApi('ok');
    await screen.findByRole('form', { name: 'Availability' });
    await screen.findByText('2 open times in the next 14 days.');

    pick('Monday', 1, 'Opens', '08:00');
    pick('Monday', 2, 'Closes', '18:30');
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Saturday' })).getByRole('button', {
        name: 'Add hours',
      }),
    );
    pick('Saturday', 1, 'Closes', '12:00');
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Friday' })).getByRole('button', {
        name: 'Remove Friday, hours 2',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add a date' }));
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-12-24' } });
    await screen.findByRole('group', { name: 'Thursday, December 24, 2026' });
    fireEvent.change(screen.getByLabelText('Meeting length (minutes)'), {
      target: { value: '45' },
    });
    fireEvent.change(screen.getByLabelText('Note added to every confirmation'), {
      target: { value: ' I will call the number you gave. ' },
    });
    await save();

    await screen.findByText('Saved. Visitors are offered the new times from now on.');
    expect(api.sent).toHaveLength(1);
    const [input] = api.sent;
    expect(input?.weeklyHours).toEqual([
      {
        weekday: 1,
        hours: [
          { start: '08:00', end: '12:00' },
          { start: '13:00', end: '18:30' },
        ],
      },
      {
        weekday: 2,
        hours: [
          { start: '09:00', end: '12:00' },
          { start: '13:00', end: '17:00' },
        ],
      },
      {
        weekday: 3,
        hours: [
          { start: '09:00', end: '12:00' },
          { start: '13:00', end: '17:00' },
        ],
      },
      {
        weekday: 4,
        hours: [
          { start: '09:00', end: '12:00' },
          { start: '13:00', end: '17:00' },
        ],
      },
      { weekday: 5, hours: [{ start: '09:00', end: '12:00' }] },
      { weekday: 6, hours: [{ start: '09:00', end: '12:00' }] },
      { weekday: 7, hours: [] },
    ]);
    expect(input?.dateOverrides).toEqual([{ date: '2026-12-24', hours: [] }]);
    expect(input).toMatchObject({
      meetingMinutes: 45,
      bufferMinutes: 15,
      minNoticeMinutes: 720,
      horizonDays: 60,
      dailyMax: 6,
      changeNoticeHours: 24,
      confirmationNote: 'I will call the number you gave.',
    });
    await screen.findByText('3 open times in the next 14 days.');
    expect(api.previews()).toBe(2);
    // The form starts again from what was saved: nothing left to undo.
    expect(screen.queryByRole('button', { name: 'Undo changes' })).toBeNull();
    expect((within(range('Saturday', 1)).getByLabelText('Closes') as HTMLSelectElement).value).toBe(
      '12:00',
    );
  });

  it('sends nothing while hours close before they open or a date is missing, and says so at the field', async () => {
    const api = fakeApi('ok');
    await screen.findByRole('form', { name: 'Availability' });
    pick('Tuesday', 2, 'Closes', '10:00');
    fireEvent.click(screen.getByRole('button', { name: 'Add a date' }));
    await save();

    const closes = within(range('Tuesday', 2)).getByLabelText('Closes');
    await waitFor(() => expect(closes.getAttribute('aria-invalid')).toBe('true'));
    expect(fieldMessage(closes)).toBe('Closes after it opens.');
    expect(fieldMessage(screen.getByLabelText('Date'))).toBe('Pick the date.');
    expect(within(form()).getByRole('alert').textContent).toBe(
      'Not saved: some fields need a look; each says what is wrong.',
    );
    expect(api.sent).toEqual([]);
  });

  it("shows the API's refusal at the field it names and above the buttons", async () => {
    const api = fakeApi('refuse');
    await screen.findByRole('form', { name: 'Availability' });
    pick('Monday', 1, 'Opens', '07:00');
    await save();

    const alert = await screen.findByTestId('availability-failure');
    expect(alert.textContent).toContain('Not saved');
    expect(alert.textContent).toContain(refusal);
    const closes = within(range('Monday', 1)).getByLabelText('Closes');
    expect(closes.getAttribute('aria-invalid')).toBe('true');
    expect(fieldMessage(closes)).toBe(refusal);
    // What was picked stays, to be corrected.
    expect((within(range('Monday', 1)).getByLabelText('Opens') as HTMLSelectElement).value).toBe(
      '07:00',
    );
    expect(api.sent).toHaveLength(1);
    expect(screen.queryByText(/^Saved\./)).toBeNull();
  });

  it('says a save failed, without calling it a refusal, when the server breaks', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi('crash');
    await screen.findByRole('form', { name: 'Availability' });
    pick('Monday', 1, 'Opens', '07:00');
    await save();
    const alert = await screen.findByTestId('availability-failure');
    expect(alert.textContent).toBe('The availability could not be saved. Please try again.');
  });
});
