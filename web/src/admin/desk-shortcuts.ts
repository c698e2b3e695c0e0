import { useEffect, useRef } from 'react';

/** The desk's list shortcuts, as the "?" dialog lists them (the keys the handlers answer to). */
export const deskShortcuts: readonly { keys: readonly string[]; action: string }[] = [
  { keys: ['j'], action: 'Next item in the list' },
  { keys: ['k'], action: 'Previous item in the list' },
  { keys: ['Enter'], action: 'Open the item' },
  { keys: ['x'], action: 'Select or unselect the lead' },
  { keys: ['e'], action: 'Mark the lead contacted (handled)' },
  { keys: ['/'], action: 'Search the leads' },
  { keys: ['?'], action: 'Show these shortcuts' },
];

export type ShortcutKey = 'j' | 'k' | 'x' | 'e' | '/' | '?';
const shortcutKeys = new Set<string>(['j', 'k', 'x', 'e', '/', '?']);

/**
 * True when a key press belongs to what the owner is typing or operating: a text field, a
 * select, an editable region, or an open dialog (its own keys). Shortcuts never fire there.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) {
    // A checkbox is operated with Space, not typed into: j/k still move from a row's checkbox.
    return !(target instanceof HTMLInputElement && target.type === 'checkbox');
  }
  return target.closest('[role="dialog"], [role="menu"], [role="listbox"]') !== null;
}

/**
 * Moves keyboard focus `step` rows through a list whose rows (li) each hold one link: from the
 * row holding focus, else from row `fromIndex` (the open item, or -1 for none). Returns the
 * index focused, or -1 when the list is empty.
 */
export function focusListRow(list: HTMLElement | null, step: number, fromIndex: number): number {
  const links = Array.from(list?.querySelectorAll<HTMLAnchorElement>(':scope > li > a') ?? []);
  if (links.length === 0) return -1;
  const focused = links.findIndex((link) => link.parentElement?.contains(document.activeElement));
  const at = focused >= 0 ? focused : fromIndex;
  const next = at < 0 ? (step > 0 ? 0 : links.length - 1) : at + step;
  const index = Math.min(Math.max(next, 0), links.length - 1);
  links[index]?.focus();
  return index;
}

/** The index of the list row holding keyboard focus, or -1. */
export function focusedListRow(list: HTMLElement | null): number {
  const rows = Array.from(list?.querySelectorAll(':scope > li') ?? []);
  return rows.findIndex((row) => row.contains(document.activeElement));
}

/**
 * Calls `handlers[key]` for the desk's single-key shortcuts pressed anywhere on the page, except
 * while typing (isTypingTarget) or with Ctrl, Alt or Meta held (the browser's own shortcuts).
 * Enter needs no handler: j/k move focus onto a row's link, which Enter follows.
 */
export function useDeskShortcuts(handlers: Partial<Record<ShortcutKey, () => void>>): void {
  const current = useRef(handlers);
  current.current = handlers;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (!shortcutKeys.has(event.key) || isTypingTarget(event.target)) return;
      const handler = current.current[event.key as ShortcutKey];
      if (!handler) return;
      // "/" would otherwise open the browser's quick find; "?" types nowhere.
      event.preventDefault();
      handler();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
