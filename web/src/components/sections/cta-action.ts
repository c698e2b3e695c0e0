/** What a call-to-action button does: go to a page of the site, or run a handler (open the chat). */
export type CtaAction =
  | { label: string; href: string; onClick?: never }
  | { label: string; onClick: () => void; href?: never };
