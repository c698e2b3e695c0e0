import type { InternalHref } from '../page-types';

/** The tools, in the order menus and the index page list them. */
export const toolSlugs = [
  'division-order-decimal',
  'net-acres',
  'lease-offers',
  'check-estimate',
  'pooling-election-deadline',
  'texas-royalty-payment-dates',
] as const;
export type ToolSlug = (typeof toolSlugs)[number];

export const toolsIndexPath = '/tools' satisfies InternalHref;
export const toolPath = (slug: ToolSlug): InternalHref => `/tools/${slug}`;
export const toolPaths: readonly InternalHref[] = toolSlugs.map(toolPath);

export const isToolSlug = (text: string): text is ToolSlug =>
  toolSlugs.some((slug) => slug === text);

/** The tool a path names (`/tools/net-acres`), if any. */
export function toolOfPath(pathname: string): ToolSlug | undefined {
  const slug = pathname.startsWith('/tools/') ? pathname.slice('/tools/'.length) : '';
  return isToolSlug(slug) ? slug : undefined;
}
