import type { PersonDataSummaryQuery } from '../gql/graphql';

type Counts = PersonDataSummaryQuery['personDataSummary'];

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What forgetting deletes, in the owner's words: one line per kind that has anything. */
export function forgetSummaryLines(counts: Counts): string[] {
  const lines = [counted(counts.contacts, 'request (lead)', 'requests (leads)')];
  if (counts.chatSessions > 0) {
    lines.push(
      `${counted(counts.chatSessions, 'chat', 'chats')} with ${counted(counts.chatMessages, 'message', 'messages')}`,
    );
  }
  if (counts.meetings > 0) {
    const future =
      counts.futureMeetings > 0
        ? ` (${counted(counts.futureMeetings, 'is', 'are')} still to come: cancelled first, and they are e-mailed the cancellation)`
        : '';
    lines.push(`${counted(counts.meetings, 'meeting', 'meetings')}${future}`);
  }
  if (counts.subscriptions > 0) lines.push('their blog subscription');
  if (counts.mails > 0) lines.push(`${counted(counts.mails, 'e-mail', 'e-mails')} sent or queued`);
  return lines;
}
