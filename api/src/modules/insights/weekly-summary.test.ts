import { JobRegistry } from '../../jobs/job-registry';
import { type InsightsService } from './insights.service';
import { type SiteInsights } from './insights.types';
import { registerWeeklySummary, weeklySummaryJob } from './weekly-summary';
import { bestArticles, weeklySummaryMail } from './weekly-summary.mail';

function register(enabled: boolean) {
  const jobs = new JobRegistry();
  const composers: string[] = [];
  registerWeeklySummary({
    jobs,
    mail: { enqueue: async () => 1, compose: (kind) => void composers.push(kind) },
    insights: {} as InsightsService,
    weakQuestions: async () => [],
    to: 'owner@example.com',
    mailFrom: 'Site <no-reply@example.com>',
    enabled,
  });
  return { jobs, composers };
}

describe('INSIGHTS_WEEKLY_EMAIL', () => {
  it('on: a weekly recurring job queues the e-mail', () => {
    const { jobs, composers } = register(true);
    expect(jobs.get(weeklySummaryJob)?.recurring?.everyMs).toBe(7 * 86_400_000);
    expect(composers).toEqual(['insights_weekly']);
  });

  it('off: no job queues it (one queued before is still written and sent)', () => {
    const { jobs, composers } = register(false);
    expect(jobs.get(weeklySummaryJob)).toBeUndefined();
    expect(composers).toEqual(['insights_weekly']);
  });
});

const followed = { chats: 0, leads: 0, meetingsBooked: 0, meetingsKept: 0, meetingsMissed: 0 };
const insights = {
  fromDay: '2026-11-22',
  toDay: '2026-11-28',
  visitors: 120,
  pageViews: 300,
  topPages: [],
  funnel: {
    visits: 120,
    chats: 6,
    toolUses: 9,
    leads: 4,
    meetingsBooked: 3,
    meetingsKept: 1,
    meetingsMissed: 2,
    slotsAsked: 8,
    bookingAbandoned: 5,
    chatRate: 0.05,
    toolRate: 0.075,
    leadRate: 4 / 120,
    bookingRate: 0.75,
    keptRate: 1 / 3,
    missedRate: 2 / 3,
    abandonRate: 5 / 8,
  },
  articles: [
    { value: '/blog/read-before-a-lead', visitors: 3, ...followed, leads: 1 },
    { value: '/blog/most-read', visitors: 40, ...followed },
    { value: '/blog/second-most-read', visitors: 20, ...followed },
    { value: '/blog/least-read', visitors: 2, ...followed },
  ],
} as unknown as SiteInsights;

describe('the weekly summary e-mail', () => {
  it('puts missed meetings and booking abandoned next to visits, leads and meetings', () => {
    const mail = weeklySummaryMail({
      to: 'owner@example.com',
      messageId: '<x@example.com>',
      insights,
      weakQuestions: [{ question: 'what is a top lease', visitors: 2 }],
    });
    expect(mail.text).toContain('Visits: 120 (300 page views)');
    expect(mail.text).toContain('Leads: 4 (3.3% of visits)');
    expect(mail.text).toContain('Tools used: in 9 visits');
    expect(mail.text).toContain('Meetings booked: 3; kept: 1; missed: 2');
    expect(mail.text).toContain(
      'Booking abandoned: 5 of 8 visits that looked at open times left without booking (62.5%)',
    );
    expect(mail.text).toContain('- "what is a top lease" (2 chats)');
  });

  it('ranks first the articles read in visits that brought leads (anywhere in the visit), then the most read', () => {
    expect(bestArticles(insights)).toEqual([
      '/blog/read-before-a-lead',
      '/blog/most-read',
      '/blog/second-most-read',
    ]);
  });
});
