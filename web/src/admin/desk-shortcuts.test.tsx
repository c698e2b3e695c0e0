import { fireEvent, render } from '@testing-library/react';
import { isTypingTarget, useDeskShortcuts } from './desk-shortcuts';

function Harness({ calls }: { calls: string[] }) {
  useDeskShortcuts({
    j: () => calls.push('j'),
    k: () => calls.push('k'),
    e: () => calls.push('e'),
    '/': () => calls.push('/'),
    '?': () => calls.push('?'),
  });
  return (
    <div>
      <a href="/admin/leads/1">Ada</a>
      <input aria-label="Search" />
      <input aria-label="Select Ada" type="checkbox" />
      <textarea aria-label="Note" />
      <select aria-label="Status">
        <option>New</option>
      </select>
      <div role="dialog">
        <button type="button">Close</button>
      </div>
    </div>
  );
}

describe('desk shortcuts', () => {
  it('answers j, k, e, / and ? pressed on the page or a link', () => {
    const calls: string[] = [];
    const view = render(<Harness calls={calls} />);
    for (const key of ['j', 'k', 'e', '/', '?']) fireEvent.keyDown(document.body, { key });
    fireEvent.keyDown(view.getByRole('link', { name: 'Ada' }), { key: 'j' });
    fireEvent.keyDown(view.getByRole('checkbox', { name: 'Select Ada' }), { key: 'k' });
    expect(calls).toEqual(['j', 'k', 'e', '/', '?', 'j', 'k']);
  });

  it('never fires while typing in a field, inside a dialog, or with a modifier held', () => {
    const calls: string[] = [];
    const view = render(<Harness calls={calls} />);
    for (const field of [
      view.getByRole('textbox', { name: 'Search' }),
      view.getByRole('textbox', { name: 'Note' }),
      view.getByRole('combobox', { name: 'Status' }),
      view.getByRole('button', { name: 'Close' }),
    ]) {
      for (const key of ['j', 'e', '/', '?']) fireEvent.keyDown(field, { key });
    }
    fireEvent.keyDown(document.body, { key: 'j', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'e', metaKey: true });
    fireEvent.keyDown(document.body, { key: 'q' });
    expect(calls).toEqual([]);
  });

  it('knows a contenteditable region as typing', () => {
    const region = document.createElement('div');
    region.setAttribute('contenteditable', 'true');
    const inner = document.createElement('span');
    region.append(inner);
    expect(isTypingTarget(inner)).toBe(true);
    expect(isTypingTarget(document.body)).toBe(false);
  });
});
