import {
  poolingElectionDeadline,
  toolList,
  toolPath,
  toolsNeverStatement,
  type ToolDefinition,
  type ToolSlug,
} from '@landman/content';
import { dateIn, periodDaysIn } from '../entities/order-date';
import { draft, type Draft } from './draft';
import { contactLink } from './links';
import { chips } from './suggestions';

/**
 * Answers for the site's features asked for in plain words (intents/feature.rules.ts). Open times
 * are not here: they start the booking flow, which offers the calendar's slots for the words.
 */

export const transcriptActionLabel = 'E-mail me this conversation';

/**
 * The chat by e-mail: the widget's transcript action, which sends it to the address the visitor
 * gave in this chat (the desk's ChatTranscripts decides; the chat never takes an address for it).
 */
export function transcriptAnswer(): Draft {
  const answer = draft(
    'transcript',
    'I can e-mail you a copy of this conversation: tap "E-mail me this conversation" below and it goes to the e-mail address you gave in this chat. If you have not given one yet, leave a message or a request with your address first, then ask again.',
    { suggestions: [chips.person, chips.schedule] },
  );
  return {
    ...answer,
    reply: {
      ...answer.reply,
      actions: [{ kind: 'email-transcript', label: transcriptActionLabel }],
    },
  };
}

export const blogLink = { label: 'Blog', href: '/blog' } as const;

/** New articles by e-mail: the blog's subscription, confirmed by the visitor (double opt-in). */
export function subscribeAnswer(): Draft {
  return draft(
    'blog-subscribe',
    'You can get new articles by e-mail: enter your address in the subscribe form on the Blog page. We then send you one e-mail with a link to confirm; nothing more is sent until you confirm, and every article e-mail has a link to unsubscribe.',
    { links: [blogLink], suggestions: [chips.services, chips.person] },
  );
}

/** Which deadline tool a question is about: a pooling election, or a Texas royalty payment. */
const poolingWords = /\b(pool|pooled|pooling|elect|election)\b/;
const royaltyWords = /\b(royalty|royalties|payment|payments|check|checks|paid)\b/;

const toolOf = (slug: ToolSlug): ToolDefinition => toolList.find((t) => t.slug === slug)!;

function deadlineTools(text: string): ToolDefinition[] {
  const pooling = toolOf('pooling-election-deadline');
  const royalty = toolOf('texas-royalty-payment-dates');
  const asked = [
    ...(poolingWords.test(text) ? [pooling] : []),
    ...(royaltyWords.test(text) ? [royalty] : []),
  ];
  return asked.length > 0 ? asked : [pooling, royalty];
}

/**
 * The pooling tool's own count when the visitor gave the order's date and its election period:
 * the same arithmetic as /tools, its notes (the order governs, a weekend) and the tool's link
 * with the figures filled in. A period in business days is not what the tool counts: no count.
 */
function poolingDeadlineCounted(tool: ToolDefinition, plain: string): Draft | undefined {
  const orderDate = dateIn(plain);
  const days = periodDaysIn(plain);
  if (!orderDate || days === undefined) return undefined;
  const outcome = poolingElectionDeadline({ orderDate, periodDays: String(days) });
  if (outcome.status !== 'done') return undefined;
  const { headlines, steps, notes, calendarQuery } = outcome.result;
  const step = steps[0]!;
  const message = [
    `Counting from the order date you gave: ${step.working} = ${headlines[0]!.value}, the last day of the election period.`,
    ...notes,
    `The ${tool.name} tool shows the count and saves a calendar reminder.`,
    toolsNeverStatement,
  ].join(' ');
  const href = calendarQuery ? `${toolPath(tool.slug)}?${calendarQuery}` : toolPath(tool.slug);
  return draft('deadline-tool', message, {
    links: [{ label: tool.name, href }, contactLink],
    suggestions: [chips.schedule, chips.person],
    // The tool's own count on the visitor's dates: its figures pass the figure check.
    facts: [message],
  });
}

/**
 * A deadline: the tool that counts it from the visitor's own dates, with one line of what it
 * computes. Never a date of its own: the dates depend on the order or the sale month.
 */
export function deadlineToolAnswer(text: string, plain = text): Draft {
  const tools = deadlineTools(text);
  if (tools.length === 1 && tools[0]!.slug === 'pooling-election-deadline') {
    const counted = poolingDeadlineCounted(tools[0]!, plain);
    if (counted) return counted;
  }
  const lines = tools.map((t) => `The ${t.name} tool: ${t.summary}`).join(' ');
  const intro =
    tools.length > 1
      ? 'The site has tools that count these dates from your own paperwork.'
      : 'That date depends on your own paperwork, so I will not guess it here.';
  return draft('deadline-tool', `${intro} ${lines} ${toolsNeverStatement}`, {
    links: [...tools.map((t) => ({ label: t.name, href: toolPath(t.slug) })), contactLink],
    suggestions: [chips.schedule, chips.person],
  });
}
