import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { ErrorBoundary } from '../../components/errors/error-boundary';
import { lazyPage } from '../../lib/code-splitting/lazy-page';
import { chatCouldNotOpen } from './chat-failure-text';
import { ChatIcon } from './chat-icons';
import { adoptChatShell } from './chat-shell';
import { chatCss } from './chat-styles';
import { openChatEventName, type OpenChatDetail } from './open-chat';
import type { ChatWindowProps } from './chat-window';

// The panel brings graphql-ws and its own components with it, so it loads on first use only
// (and again on the next opening if that download failed).
const ChatPanel = lazyPage<ChatWindowProps>(() => import('./chat-panel'));

/** Loads the panel ahead of the first opening, which then renders it without suspending. */
export const preloadChatPanel = () => ChatPanel.preload();

/** Matches chatPanelId in chat-window.tsx (not imported, to keep that module out of this chunk). */
const panelId = 'chat-panel';

interface Preset {
  id: number;
  message: string;
}

/** The floating chat button on every page; opens the panel, or on the `openChatbot` event. */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  // Once loaded the panel stays mounted (hidden when closed) so its state survives closing.
  const [started, setStarted] = useState(false);
  const [preset, setPreset] = useState<Preset | null>(null);
  const [draft, setDraft] = useState<string>();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const presets = useRef(0);

  const openPanel = useCallback(() => {
    // A panel whose download failed last time is fetched again on this opening.
    ChatPanel.retryIfFailed();
    // The shell shown on a tap before this code loaded gives way, with what was typed in it.
    const shell = adoptChatShell();
    setDraft(shell && !shell.send ? shell.draft : undefined);
    if (shell?.send) setPreset({ id: ++presets.current, message: shell.draft.trim() });
    setStarted(true);
    setOpen(true);
  }, []);

  useEffect(() => {
    const handleOpen = (event: Event) => {
      // The event is public (any script on the page may send it): take only a string message.
      const detail = (event as CustomEvent<Partial<OpenChatDetail> | null>).detail;
      const message = typeof detail?.message === 'string' ? detail.message.trim() : '';
      openPanel();
      if (message) setPreset({ id: ++presets.current, message });
    };
    window.addEventListener(openChatEventName, handleOpen);
    return () => window.removeEventListener(openChatEventName, handleOpen);
  }, [openPanel]);

  // Focus returns to the button after closing; it waits for the render because on phones the
  // button is hidden while the panel is open.
  const returnFocus = useRef(false);
  const close = useCallback(() => {
    returnFocus.current = true;
    setOpen(false);
  }, []);
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    buttonRef.current?.focus();
  }, [open]);

  const toggle = () => {
    if (open) close();
    else openPanel();
  };

  const clearPreset = useCallback(() => setPreset(null), []);

  return (
    <>
      {started ? (
        <ErrorBoundary
          resetKey={open}
          fallback={() => (open ? <PanelLoadFailed onClose={close} /> : null)}
        >
          <Suspense fallback={<LoadingBadge />}>
            <ChatPanel
              open={open}
              onClose={close}
              preset={preset}
              onPresetSent={clearPreset}
              draft={draft}
            />
          </Suspense>
        </ErrorBoundary>
      ) : null}
      {/* Server-rendered with the button on every page, so the button, and the shell shown on
          the tap, are styled before any script runs (see chat-styles.ts). */}
      <style>{chatCss}</style>
      <button
        ref={buttonRef}
        type="button"
        className="chat-launcher"
        onClick={toggle}
        aria-label={open ? 'Close chat' : 'Chat with the Land Services Assistant'}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
      >
        <ChatIcon name={open ? 'close' : 'chat'} />
      </button>
    </>
  );
}

/** In place of the panel when its code could not be downloaded. */
function PanelLoadFailed({ onClose }: { onClose: () => void }) {
  return (
    <div role="alert" className="chat-load-failed">
      <p className="chat-load-failed-title">{chatCouldNotOpen.title}</p>
      <p className="chat-load-failed-text">{chatCouldNotOpen.advice}</p>
      <div className="chat-row">
        <button type="button" className="chat-button" onClick={() => window.location.reload()}>
          Reload page
        </button>
        <button type="button" className="chat-button chat-button--plain" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}

/** A ring around the button while the panel's code downloads. */
function LoadingBadge() {
  return <span role="progressbar" aria-label="Opening chat" className="chat-opening" />;
}
