import { fireEvent, render, screen, within } from '@testing-library/react';
import { MonthCalendar } from './month-calendar';

const openDates = new Set(['2026-03-10', '2026-03-12', '2026-04-02']);

function renderCalendar(onSelect = jest.fn()) {
  render(
    <MonthCalendar
      openDates={openDates}
      first="2026-03-09"
      last="2026-04-05"
      initialFocus="2026-03-10"
      onSelect={onSelect}
      autoFocus
      today="2026-03-09"
    />,
  );
  return onSelect;
}

const focusedDay = () => document.activeElement?.getAttribute('data-date');
const press = (key: string, init: Partial<KeyboardEventInit> = {}) =>
  fireEvent.keyDown(document.activeElement!, { key, ...init });

describe('MonthCalendar (WAI-ARIA grid)', () => {
  it('starts on the given day, the one Tab stop of the grid', () => {
    renderCalendar();
    const grid = screen.getByRole('grid', { name: 'March 2026' });
    expect(focusedDay()).toBe('2026-03-10');
    const tabStops = within(grid)
      .getAllByRole('gridcell')
      .filter((cell) => cell.tabIndex === 0);
    expect(tabStops.map((cell) => cell.dataset.date)).toEqual(['2026-03-10']);
  });

  it('marks today as the current date', () => {
    renderCalendar();
    const current = screen
      .getAllByRole('gridcell')
      .filter((cell) => cell.getAttribute('aria-current') === 'date');
    expect(current.map((cell) => cell.dataset.date)).toEqual(['2026-03-09']);
  });

  it('moves focus with the arrows, Home and End, and carries the Tab stop along', () => {
    renderCalendar();
    press('ArrowRight');
    expect(focusedDay()).toBe('2026-03-11');
    press('ArrowDown');
    expect(focusedDay()).toBe('2026-03-18');
    press('ArrowUp');
    press('ArrowLeft');
    expect(focusedDay()).toBe('2026-03-10');
    press('Home');
    expect(focusedDay()).toBe('2026-03-09'); // Sunday the 8th is before the window.
    press('End');
    expect(focusedDay()).toBe('2026-03-14');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('0');
    expect(screen.getAllByRole('gridcell').filter((cell) => cell.tabIndex === 0)).toHaveLength(1);
  });

  it('turns the month with PageDown and PageUp, held inside the booking window', () => {
    renderCalendar();
    press('PageDown');
    expect(screen.getByRole('grid', { name: 'April 2026' })).toBeTruthy();
    // April 10 is past the window's end: focus stops on its last day.
    expect(focusedDay()).toBe('2026-04-05');
    press('PageUp');
    expect(screen.getByRole('grid', { name: 'March 2026' })).toBeTruthy();
    expect(focusedDay()).toBe('2026-03-09');
  });

  it('marks closed days aria-disabled and chooses only open ones, with Enter or Space', () => {
    const onSelect = renderCalendar();
    const closed = screen.getByRole('gridcell', { name: /Wednesday, March 11, no open times/ });
    expect(closed.getAttribute('aria-disabled')).toBe('true');
    press('ArrowRight');
    press('Enter');
    expect(onSelect).not.toHaveBeenCalled();
    press('ArrowRight');
    press(' ');
    expect(onSelect).toHaveBeenCalledWith('2026-03-12');
    expect(
      screen
        .getByRole('gridcell', { name: /Thursday, March 12, open times/ })
        .getAttribute('aria-disabled'),
    ).toBeNull();
  });

  it('shows the chosen day as aria-selected', () => {
    render(
      <MonthCalendar
        openDates={openDates}
        first="2026-03-09"
        last="2026-04-05"
        selected="2026-03-12"
        initialFocus="2026-03-12"
        onSelect={jest.fn()}
      />,
    );
    const selected = screen
      .getAllByRole('gridcell')
      .filter((cell) => cell.getAttribute('aria-selected') === 'true');
    expect(selected.map((cell) => cell.dataset.date)).toEqual(['2026-03-12']);
    // Without autoFocus the calendar does not take the cursor.
    expect(document.activeElement).toBe(document.body);
  });
});
