import { fireEvent, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { islandsReadyAttribute } from '../../islands/island-names';
import { ChatShellTemplate } from './chat-shell-template';
import { adoptChatShell, adoptEarlyChatShell } from './chat-shell';
import { earlyChatShellScript } from './chat-shell-early';

/**
 * The page's inline script is run as the browser runs it (once per test file: its listeners
 * stay on the document, quiet once the islands are marked ready, as in a page).
 */
new Function(earlyChatShellScript)();

/** A page as the server sends it, before its entry: the launcher island and the template. */
function servePage(): HTMLButtonElement {
  document.documentElement.removeAttribute(islandsReadyAttribute);
  document.body.innerHTML = `<div data-island="chat-launcher"><button type="button" aria-expanded="false"><svg></svg></button></div>${renderToStaticMarkup(<ChatShellTemplate />)}`;
  return document.querySelector('button')!;
}

/** What startIslands does first: quiets the inline script, then takes its shell. */
function entryArrives() {
  const shell = adoptEarlyChatShell();
  document.documentElement.setAttribute(islandsReadyAttribute, 'ready');
  return shell;
}

const box = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
const type = (text: string) => {
  box().value = text;
  fireEvent.input(box());
};

afterEach(() => {
  adoptChatShell();
  document.documentElement.setAttribute(islandsReadyAttribute, 'ready');
  document.body.innerHTML = '';
});

describe("the page's inline answer to a tap on the chat before any module has loaded", () => {
  it('shows the shell with the message box focused, and the entry adopts what was typed and sent', () => {
    const launcher = servePage();
    fireEvent.click(launcher.querySelector('svg')!);
    const dialog = screen.getByRole('dialog', { name: 'Land Services Assistant' });
    expect(document.activeElement).toBe(box());
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
    const send = dialog.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    type('Do you work in Reeves County?');
    expect(send.disabled).toBe(false);
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(box().value).toBe('Do you work in Reeves County?');
    expect(screen.getByRole('status').textContent).toMatch(/goes out as soon as the chat is ready/);

    const shell = entryArrives();
    expect(shell?.launcher).toBe(launcher);
    expect(shell?.isClosed()).toBe(false);
    // The same element stays on the page, now the entry's; the panel takes it over as it opens.
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(adoptChatShell()).toEqual({ draft: 'Do you work in Reeves County?', send: true });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps typed words as a draft when the visitor did not ask to send them', () => {
    fireEvent.click(servePage());
    type('How is a lease bonus paid?');
    entryArrives();
    expect(adoptChatShell()).toEqual({ draft: 'How is a lease bonus paid?', send: false });
  });

  it('closes on Escape, its close button or a second tap, with focus back on the launcher', () => {
    const launcher = servePage();
    fireEvent.click(launcher);
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(launcher);

    fireEvent.click(launcher);
    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(launcher);
    fireEvent.click(launcher);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    expect(entryArrives()).toBeUndefined();
  });

  it('answers a tap that comes while the page is still arriving, once the template is parsed', () => {
    document.documentElement.removeAttribute(islandsReadyAttribute);
    document.body.innerHTML =
      '<div data-island="chat-launcher"><button type="button" aria-expanded="false">Chat</button></div>';
    const launcher = document.querySelector('button')!;
    fireEvent.click(launcher);
    expect(screen.queryByRole('dialog')).toBeNull();
    document.body.insertAdjacentHTML('beforeend', renderToStaticMarkup(<ChatShellTemplate />));
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(screen.getByRole('dialog', { name: 'Land Services Assistant' })).toBeTruthy();
    expect(document.activeElement).toBe(box());
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
  });

  it('steps aside once the entry watches the islands', () => {
    const launcher = servePage();
    document.documentElement.setAttribute(islandsReadyAttribute, 'ready');
    fireEvent.click(launcher);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
