import { islandAttribute } from '../../islands/island-names';
import { holdFocusInside, isPhone } from './phone-sheet';

/**
 * The chat's shell: on a tap that comes before the chat's code has loaded (a phone visitor's
 * first touch on the page), a copy of the panel's frame, server-rendered into every page as
 * an inert <template> (chat-shell-template.tsx), is shown at once, so the message box is there
 * while React and the chat download (about a second on slow 4G). The visitor can type; Enter
 * asks to send, which happens once the panel takes over. Plain DOM: this runs in the page's
 * entry, before React.
 */
export const chatShellTemplateId = 'chat-shell-template';
/** Marks the panel's close button (chat-header.tsx), which the shell wires up itself. */
export const chatCloseAttribute = 'data-chat-close';
/** On the shell's status lines: `opening`, and `failed` (hidden until the code fails). */
export const chatShellStatusAttribute = 'data-chat-shell-status';
/** On a shell the page's inline script showed before the entry ran (chat-shell-early.ts). */
export const chatShellEarlyAttribute = 'data-chat-shell-early';
/** Set on that shell when the visitor asked to send what they typed (Enter or Send). */
export const chatShellSendAttribute = 'data-chat-shell-send';
/** What the shell's status line says once a message waits for the chat. */
export const chatShellWaitingText = 'Your message goes out as soon as the chat is ready.';

export interface ChatShellHandle {
  /** True once the visitor closed the shell (the held tap must not open the panel then). */
  isClosed(): boolean;
  /** The chat's code could not be loaded: the shell says so, with how else to reach him. */
  showFailure(): void;
}

interface OpenShell {
  element: HTMLElement;
  box: HTMLTextAreaElement;
  sendRequested: boolean;
  /** Undoes what opening did (focus trap and scroll lock, launcher state). */
  release: () => void;
}

let open: OpenShell | undefined;

/**
 * Shows the shell for a tap on `launcher` before the chat is live, or closes it when it is
 * already shown (the launcher toggles). Undefined when the page has no shell template.
 */
export function toggleChatShell(launcher: HTMLElement): ChatShellHandle | undefined {
  if (open) {
    closeShell(launcher);
    return { isClosed: () => true, showFailure: () => undefined };
  }
  const shell = showShell(launcher);
  return shell ? handleOf(shell) : undefined;
}

/**
 * Takes over the shell the page's inline script showed on a tap before the entry ran
 * (chat-shell-early.ts), with what was typed and whether Enter was pressed; from here on it
 * behaves as one shown by toggleChatShell. Undefined when that script showed none.
 */
export function adoptEarlyChatShell(): (ChatShellHandle & { launcher: HTMLElement }) | undefined {
  const element = document.querySelector<HTMLElement>(`[${chatShellEarlyAttribute}]`);
  const launcher = document.querySelector<HTMLElement>(
    `[${islandAttribute}="chat-launcher"] button[aria-expanded="true"]`,
  );
  const box = element?.querySelector('textarea');
  if (open || !element || !box || !launcher) return undefined;
  element.removeAttribute(chatShellEarlyAttribute);
  const shell = wireShell(element, box, launcher);
  shell.sendRequested = element.hasAttribute(chatShellSendAttribute) && box.value.trim() !== '';
  return { ...handleOf(shell), launcher };
}

function handleOf(shell: OpenShell): ChatShellHandle {
  return {
    isClosed: () => open !== shell,
    showFailure: () => {
      for (const line of shell.element.querySelectorAll<HTMLElement>(
        `[${chatShellStatusAttribute}]`,
      )) {
        line.hidden = line.getAttribute(chatShellStatusAttribute) !== 'failed';
      }
    },
  };
}

/**
 * Called by the panel as it opens: removes the shell and hands over what the visitor typed,
 * and whether they asked to send it. Undefined when no shell is shown.
 */
export function adoptChatShell(): { draft: string; send: boolean } | undefined {
  const shell = dismissShell();
  if (!shell) return undefined;
  const typed = shell.box.value;
  return { draft: typed, send: shell.sendRequested && typed.trim() !== '' };
}

function showShell(launcher: HTMLElement): OpenShell | undefined {
  const template = document.getElementById(chatShellTemplateId);
  const element =
    template instanceof HTMLTemplateElement
      ? template.content.firstElementChild?.cloneNode(true)
      : undefined;
  if (!(element instanceof HTMLElement)) return undefined;
  const box = element.querySelector('textarea');
  if (!box) return undefined;
  document.body.append(element);
  const shell = wireShell(element, box, launcher);
  box.focus();
  return shell;
}

/** Makes `element`, already on the page, the open shell: its keys, buttons and sheet. */
function wireShell(
  element: HTMLElement,
  box: HTMLTextAreaElement,
  launcher: HTMLElement,
): OpenShell {
  const send = element.querySelector<HTMLButtonElement>('button[type="submit"]');
  const shell: OpenShell = { element, box, sendRequested: false, release: () => undefined };

  const requestSend = () => {
    if (box.value.trim() === '') return;
    shell.sendRequested = true;
    const waiting = element.querySelector(`[${chatShellStatusAttribute}="opening"]`);
    if (waiting) waiting.textContent = chatShellWaitingText;
  };
  element.querySelector(`[${chatCloseAttribute}]`)?.addEventListener('click', () => {
    closeShell(launcher);
  });
  element.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeShell(launcher);
    } else if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
      if (event.target !== box) return;
      event.preventDefault();
      requestSend();
    }
  });
  element.querySelector('form')?.addEventListener('submit', (event) => {
    event.preventDefault();
    requestSend();
  });
  box.addEventListener('input', () => {
    if (send) send.disabled = box.value.trim() === '';
  });

  // As the panel does: a modal sheet on phones, where the launcher hides behind it.
  const phone = isPhone();
  const releaseSheet = phone ? holdFocusInside(element) : () => undefined;
  if (phone) element.setAttribute('aria-modal', 'true');
  launcher.setAttribute('aria-expanded', 'true');
  shell.release = () => {
    releaseSheet();
    launcher.setAttribute('aria-expanded', 'false');
  };
  open = shell;
  return shell;
}

/** Takes the shown shell off the page and undoes what showing it did; returns it. */
function dismissShell(): OpenShell | undefined {
  const shell = open;
  if (!shell) return undefined;
  open = undefined;
  shell.release();
  shell.element.remove();
  return shell;
}

function closeShell(launcher: HTMLElement): void {
  if (dismissShell()) launcher.focus();
}
