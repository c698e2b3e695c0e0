import { useEffect, useState } from 'react';

/** The current time, refreshed every `everyMs` while the component is shown. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** "waiting 3 min" (at least 1 minute, so a fresh wait still reads as one). */
export function waitingText(since: string, now: number): string {
  const minutes = Math.max(1, Math.floor((now - new Date(since).getTime()) / 60_000));
  if (minutes < 60) return `Waiting ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return `Waiting ${hours} h ${minutes % 60} min`;
}
