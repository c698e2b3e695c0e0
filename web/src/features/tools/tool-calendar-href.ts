import type { ToolSlug } from '@landman/content';

/** Where the API serves a deadline tool's reminder file (api/src/modules/tools). */
export const toolCalendarHref = (slug: ToolSlug, query: string | undefined): string | undefined =>
  query === undefined ? undefined : `/api/tools/${slug}.ics?${query}`;
