import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { DeskEvent } from './use-desk-events';

/** What the owner is told of an event that needs them: a new lead, a visitor asking for a person. */
export interface DeskAlert {
  title: string;
  body: string;
  href: string;
}

export function deskAlert(event: DeskEvent): DeskAlert | undefined {
  if (event.kind === 'NEW_LEAD' && event.lead) {
    return {
      title: `New lead from ${event.lead.name}`,
      body: event.lead.message.slice(0, 160),
      href: `/admin/leads/${event.lead.id}`,
    };
  }
  if (event.kind === 'PERSON_REQUESTED') {
    return {
      title: 'A visitor is asking for a person',
      body: 'Open the chat to answer them.',
      href: event.sessionId ? `/admin/conversations/${event.sessionId}` : '/admin/conversations',
    };
  }
  return undefined;
}

export type NotificationState = 'unsupported' | 'default' | 'granted' | 'denied';

function currentPermission(): NotificationState {
  return typeof window !== 'undefined' && 'Notification' in window
    ? Notification.permission
    : 'unsupported';
}

/**
 * The browser's notification permission, and a way to ask for it. Only `request` asks (from a
 * button the owner pressed), never a page load.
 */
export function useNotificationPermission(): {
  permission: NotificationState;
  request: () => Promise<void>;
} {
  const [permission, setPermission] = useState<NotificationState>(currentPermission);
  const request = useCallback(async () => {
    if (!('Notification' in window)) return;
    setPermission(await Notification.requestPermission());
  }, []);
  return { permission, request };
}

/** Whether the tab is being looked at (a notification is for when it is not, or unfocused). */
function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}
const isHidden = () => document.visibilityState === 'hidden';

/**
 * A title badge ("(2) ") counting new leads and person requests the owner has not looked at
 * since the tab was last hidden or the count cleared, and a browser notification for each one
 * when notifications are allowed. Opening a notification focuses the desk on what it is about.
 */
export function useDeskAttention(open: (href: string) => void): {
  unseen: number;
  alert: (alert: DeskAlert) => void;
  clear: () => void;
} {
  const [unseen, setUnseen] = useState(0);
  const hidden = useSyncExternalStore(subscribeVisibility, isHidden, () => false);
  const baseTitle = useRef<string | undefined>(undefined);

  useEffect(() => {
    baseTitle.current ??= document.title;
    document.title = unseen > 0 ? `(${unseen}) ${baseTitle.current}` : baseTitle.current;
  }, [unseen]);
  useEffect(
    () => () => {
      if (baseTitle.current !== undefined) document.title = baseTitle.current;
    },
    [],
  );
  // Coming back to the tab after it was hidden: the owner sees the desk, the count starts over.
  const wasHidden = useRef(hidden);
  useEffect(() => {
    if (wasHidden.current && !hidden) setUnseen(0);
    wasHidden.current = hidden;
  }, [hidden]);

  const alert = useCallback(
    (next: DeskAlert) => {
      setUnseen((count) => count + 1);
      if (!('Notification' in window) || Notification.permission !== 'granted') return;
      try {
        const notification = new Notification(next.title, { body: next.body, tag: next.href });
        notification.onclick = () => {
          window.focus();
          open(next.href);
          notification.close();
        };
      } catch {
        // Some browsers (Android Chrome) only notify through a service worker: the badge stays.
      }
    },
    [open],
  );
  const clear = useCallback(() => setUnseen(0), []);
  return { unseen, alert, clear };
}
