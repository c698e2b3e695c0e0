import { site } from '@landman/content';
import { textToHtml } from '../../kernel/html';
import { type OutgoingMail } from '../../jobs/mail/mailer';
import { type SiteInsights } from './insights.types';

/** A question the assistant answered poorly, and how many chats asked it. */
export interface WeakQuestion {
  question: string;
  visitors: number;
}

const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;
const visits = (count: number) => `${count} visit${count === 1 ? '' : 's'}`;

/**
 * The three articles that did most: those read in the visits that brought leads (then meetings,
 * then chats), anywhere in the visit, then the most read.
 */
export function bestArticles(insights: SiteInsights): string[] {
  const byResults = insights.articles
    .filter((article) => article.leads + article.meetingsBooked + article.chats > 0)
    .map((article) => article.value);
  const byReading = [...insights.articles]
    .sort((a, b) => b.visitors - a.visitors || a.value.localeCompare(b.value))
    .map((article) => article.value);
  return [...new Set([...byResults, ...byReading])].slice(0, 3);
}

/**
 * The owner's weekly e-mail: the week in numbers (missed meetings: no-shows, and meetings past
 * their time that nobody marked held), the best articles, the weakest answers.
 */
export function weeklySummaryMail(options: {
  to: string;
  messageId: string;
  insights: SiteInsights;
  weakQuestions: readonly WeakQuestion[];
}): OutgoingMail {
  const { insights, weakQuestions } = options;
  const { funnel } = insights;
  const articles = bestArticles(insights);
  const text = [
    `Your website, ${insights.fromDay} to ${insights.toDay}:`,
    '',
    `Visits: ${funnel.visits} (${insights.pageViews} page views)`,
    `Chats: ${funnel.chats} (${percent(funnel.chatRate)} of visits)`,
    `Leads: ${funnel.leads} (${percent(funnel.leadRate)} of visits)`,
    `Tools used: in ${visits(funnel.toolUses)}`,
    `Meetings booked: ${funnel.meetingsBooked}; kept: ${funnel.meetingsKept}; missed: ${funnel.meetingsMissed}`,
    `Booking abandoned: ${funnel.bookingAbandoned} of ${visits(funnel.slotsAsked)} that looked at open times left without booking (${percent(funnel.abandonRate)})`,
    '',
    'Articles that did most:',
    ...(articles.length > 0 ? articles.map((path) => `- ${site.url}${path}`) : ['- none read yet']),
    '',
    'Questions the assistant answered worst:',
    ...(weakQuestions.length > 0
      ? weakQuestions.map(
          (q) => `- "${q.question}" (${q.visitors} chat${q.visitors === 1 ? '' : 's'})`,
        )
      : ['- none this week']),
    '',
    `More in the desk: ${site.url}/admin/insights. Turn this e-mail off with INSIGHTS_WEEKLY_EMAIL=false.`,
  ].join('\n');
  return {
    to: options.to,
    subject: `${site.name}: your week on the website`,
    text,
    html: textToHtml(text),
    messageId: options.messageId,
  };
}
