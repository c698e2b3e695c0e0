/**
 * What a call-to-action button does: go to a page of the site, or open the chat assistant with
 * a first message (a plain button the client entry answers: see islands/start-islands.ts).
 */
export type CtaAction =
  | { label: string; href: string; chatMessage?: never }
  | { label: string; chatMessage: string; href?: never };
