/**
 * Post dates in en-US, always in UTC: the server and the browser then print the same day
 * whatever their time zones, so hydration never disagrees.
 */
const longFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

const shortFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "January 15, 2024": featured card, post page and breadcrumb. */
export const formatLongDate = (iso: string): string => longFormat.format(new Date(iso));

/** "Jan 15, 2024": post cards. */
export const formatShortDate = (iso: string): string => shortFormat.format(new Date(iso));

/** The machine-readable date for a <time> element. */
export const isoDate = (iso: string): string => new Date(iso).toISOString();
