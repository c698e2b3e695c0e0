/** A message as the widget shows it. */
export interface ChatEntry {
  id: string;
  message: string;
  isUser: boolean;
  /** Pages the assistant's answer comes from. */
  links?: readonly ChatEntryLink[];
}

export interface ChatEntryLink {
  label: string;
  href: string;
}
