/**
 * An ISO time as a datetime-local input shows it: the browser's time zone, to the minute (a
 * post is planned to the minute; seconds only cluttered the field).
 */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A datetime-local input's value as an ISO time. */
export function fromLocalInput(value: string): string {
  return new Date(value).toISOString();
}
