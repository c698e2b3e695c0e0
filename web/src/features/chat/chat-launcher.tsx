import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CloseIcon from '@mui/icons-material/Close';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import { site } from '@landman/content';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { ErrorBoundary } from '../../components/errors/error-boundary';
import { LoadFailedNotice } from '../../components/errors/load-failed-notice';
import { lazyPage } from '../../lib/code-splitting/lazy-page';
import { openChatEventName, type OpenChatDetail } from './open-chat';
import type { ChatWindowProps } from './chat-window';

// The panel brings graphql-ws and its own components with it, so it loads on first use only
// (and again on the next opening if that download failed).
const ChatPanel = lazyPage<ChatWindowProps>(() => import('./chat-panel'));

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
  const buttonRef = useRef<HTMLButtonElement>(null);

  const openPanel = useCallback(() => {
    // A panel whose download failed last time is fetched again on this opening.
    ChatPanel.retryIfFailed();
    setStarted(true);
    setOpen(true);
  }, []);

  useEffect(() => {
    let presets = 0;
    const handleOpen = (event: Event) => {
      // The event is public (any script on the page may send it): take only a string message.
      const detail = (event as CustomEvent<Partial<OpenChatDetail> | null>).detail;
      const message = typeof detail?.message === 'string' ? detail.message.trim() : '';
      openPanel();
      if (message) setPreset({ id: ++presets, message });
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
            <ChatPanel open={open} onClose={close} preset={preset} onPresetSent={clearPreset} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
      {/* An IconButton styled as a floating action button: the header already loads
          IconButton, and every page loads this button. */}
      <IconButton
        ref={buttonRef}
        onClick={toggle}
        aria-label={open ? 'Close chat' : 'Chat with the Land Services Assistant'}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        sx={{
          position: 'fixed',
          right: 24,
          bottom: 24,
          zIndex: 'speedDial',
          width: 56,
          height: 56,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          boxShadow: 6,
          '&:hover': { bgcolor: 'secondary.dark' },
          // On phones the open panel is a sheet with its own close button.
          display: open ? { xs: 'none', sm: 'inline-flex' } : 'inline-flex',
        }}
      >
        {open ? <CloseIcon /> : <ChatBubbleOutlineIcon />}
      </IconButton>
    </>
  );
}

/** In place of the panel when its code could not be downloaded. */
function PanelLoadFailed({ onClose }: { onClose: () => void }) {
  return (
    <LoadFailedNotice
      title="The chat could not be opened"
      onClose={onClose}
      sx={{
        position: 'fixed',
        right: 24,
        bottom: 96,
        zIndex: 'modal',
        maxWidth: 320,
        boxShadow: 6,
      }}
    >
      {`Check your connection and reload the page, or call ${site.phone}.`}
    </LoadFailedNotice>
  );
}

/** Shown on the button's corner while the panel's code downloads. */
function LoadingBadge() {
  return (
    <CircularProgress
      size={64}
      thickness={2}
      color="secondary"
      aria-label="Opening chat"
      sx={{ position: 'fixed', right: 20, bottom: 20, zIndex: 'speedDial', pointerEvents: 'none' }}
    />
  );
}
