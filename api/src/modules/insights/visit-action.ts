/**
 * A step of a visit other than a page: a tool's form answered by the server (tool-result), a
 * tool's calendar reminder downloaded (tool-reminder), open times asked for (slots). Kept by
 * the same one-day visitor key as the page views, nothing else.
 */
export type VisitActionKind = 'tool-result' | 'tool-reminder' | 'slots';

export interface VisitAction {
  at: Date;
  visitorKey: string;
  action: VisitActionKind;
  /** The tool's slug; empty for slots. */
  detail: string;
}
