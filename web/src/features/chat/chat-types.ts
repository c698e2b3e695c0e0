import type { ChatAuthor } from '../../gql/graphql';

/** A message as the widget shows it. */
export interface ChatEntry {
  id: string;
  message: string;
  isUser: boolean;
  /** Who wrote it; absent for the widget's own greeting and streamed text (the assistant). */
  author?: ChatAuthor;
  /** Pages the assistant's answer comes from. */
  links?: readonly ChatEntryLink[];
}

export interface ChatEntryLink {
  label: string;
  href: string;
}
