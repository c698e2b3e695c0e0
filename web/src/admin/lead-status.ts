import type { LeadStatus } from './gql/graphql';

export const leadStatuses: readonly LeadStatus[] = ['NEW', 'CONTACTED', 'CLOSED', 'SPAM'];

export const leadStatusLabel: Record<LeadStatus, string> = {
  NEW: 'New',
  CONTACTED: 'Contacted',
  CLOSED: 'Closed',
  SPAM: 'Spam',
};

export const leadStatusColor: Record<LeadStatus, 'secondary' | 'primary' | 'default' | 'error'> = {
  NEW: 'secondary',
  CONTACTED: 'primary',
  CLOSED: 'default',
  SPAM: 'error',
};

/** A date and time the way the desk shows them: short, in the reader's own time zone. */
export function deskTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
