import { utcDay, type DailyVisitorKeys } from './daily-visitor-keys';
import { rollUpDaysBefore } from './daily-rollup.store';
import {
  attribute,
  funnelRates,
  leadSources,
  meetingOutcome,
  VisitFinder,
  type FunnelInput,
} from './funnel';
import { type FunnelSources } from './funnel-sources';
import { InsightsPeriodError } from './insights.errors';
import { type InsightsReportStore, type ValueCount } from './insights-report.store';
import {
  type InsightsAttribution,
  type InsightsCount,
  type InsightsInterval,
  type SiteInsights,
} from './insights.types';
import { stepsBetween, stepStart } from './series-steps';
import { type VisitActionStore } from './visit-action.store';
import { type VisitLanding, type VisitLinkKind, type VisitLinkStore } from './visit-link.store';
import { sumSteps, tallySteps, type DayTallies } from './visit-steps';
import { type DataSource } from 'typeorm';

const dayMs = 86_400_000;
/** The longest period one query counts (about three years). */
const maxPeriodDays = 1_100;
/** A lead or meeting in the period may follow a chat begun this long before it. */
const attributionLookbackDays = 90;
const topLimit = 10;
const articleLimit = 20;
const noneFollowed = { chats: 0, leads: 0, meetingsBooked: 0, meetingsKept: 0, meetingsMissed: 0 };

const asCount = (row: ValueCount): InsightsCount => ({
  value: row.value,
  pageViews: row.views,
  visitors: row.visitors,
});

/** "google.com · newsletter / email / fall", or "direct" for a visit with neither. */
function sourceOf(landing: VisitLanding): string {
  const campaign = [landing.utmSource, landing.utmMedium, landing.utmCampaign]
    .filter(Boolean)
    .join(' / ');
  return [landing.referrerHost, campaign].filter(Boolean).join(' · ') || 'direct';
}

const byResults = (a: InsightsAttribution, b: InsightsAttribution) =>
  b.leads - a.leads ||
  b.meetingsBooked - a.meetingsBooked ||
  b.chats - a.chats ||
  a.value.localeCompare(b.value);

function ranked(counts: Map<string, Omit<InsightsAttribution, 'value'>>): InsightsAttribution[] {
  return [...counts].map(([value, followed]) => ({ value, ...followed })).sort(byResults);
}

/** Insights for the owner: counts, the funnel, and the visits chats and leads began in. */
export class InsightsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly reports: InsightsReportStore,
    private readonly links: VisitLinkStore,
    private readonly actions: VisitActionStore,
    private readonly keys: DailyVisitorKeys,
    private readonly sources: FunnelSources,
    private readonly rawDays: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Ties a chat session or a lead to the visit its visitor is on (by the same daily key the
   * page views carry, worked out from the request and forgotten): its landing page, referrer
   * and campaign. Nothing is tied for a visitor with no counted view today.
   */
  linkVisit(
    kind: VisitLinkKind,
    ref: string,
    visitor: { address: string | undefined; userAgent: string | undefined },
    at = new Date(),
  ): Promise<boolean> {
    const key = this.visitorKey(visitor, at);
    return key ? this.links.link(kind, ref, key, at) : Promise.resolve(false);
  }

  /** The visitor's key now (the one their page views of today carry), if it can be told. */
  visitorKey(
    visitor: { address: string | undefined; userAgent: string | undefined },
    at: Date,
  ): string | undefined {
    if (!visitor.address || !visitor.userAgent) return undefined;
    return this.keys.keyOf(visitor.address, visitor.userAgent, at);
  }

  /**
   * The steps the raw days [fromDay, toDay]'s visits made, per day: tools used, open times asked
   * for and, of those, left without a booking (a meeting booked in the visit, found through its
   * lead's or chat's visit, or the booking form's confirmation page shown).
   */
  private async rawSteps(
    fromDay: string,
    toDay: string,
    booked: {
      meetings: FunnelInput['meetings'];
      leads: FunnelInput['leads'];
      links: VisitLanding[];
    },
  ): Promise<DayTallies> {
    const rows = await this.actions.steps(fromDay, toDay);
    if (rows.length === 0) return new Map();
    const visits = new VisitFinder(booked);
    const bookedVisits = new Set<string>();
    for (const meeting of booked.meetings) {
      const visit = visits.meeting(meeting);
      if (visit?.visitorKey) bookedVisits.add(`${visit.day} ${visit.visitorKey}`);
    }
    return tallySteps(rows, bookedVisits);
  }

  async siteInsights(from: Date, to: Date, interval: InsightsInterval): Promise<SiteInsights> {
    if (!(from.getTime() <= to.getTime()))
      throw new InsightsPeriodError('"from" must not be after "to".');
    if (to.getTime() - from.getTime() > maxPeriodDays * dayMs)
      throw new InsightsPeriodError(`A period may span ${maxPeriodDays} days at most.`);
    const fromDay = utcDay(from);
    const toDay = utcDay(to);
    const periodStart = new Date(`${fromDay}T00:00:00Z`);
    const periodEnd = new Date(new Date(`${toDay}T00:00:00Z`).getTime() + dayMs);

    const [days, pages, referrers, campaigns, devices, articles, rolledSteps] = await Promise.all([
      this.reports.days(fromDay, toDay),
      this.reports.top('page', fromDay, toDay, topLimit),
      this.reports.top('referrer', fromDay, toDay, topLimit),
      this.reports.top('campaign', fromDay, toDay, topLimit),
      this.reports.top('device', fromDay, toDay, topLimit),
      this.reports.articles(fromDay, toDay, articleLimit),
      this.reports.rolledSteps(fromDay, toDay),
    ]);
    const [chats, leads, meetings, links] = await Promise.all([
      this.sources.chatsStarted(periodStart, periodEnd),
      this.sources.leadsCreated(periodStart, periodEnd),
      this.sources.meetingsBooked(periodStart, periodEnd),
      this.links.since(utcDay(new Date(periodStart.getTime() - attributionLookbackDays * dayMs))),
    ]);
    const steps = sumSteps(
      await this.rawSteps(fromDay, toDay, { meetings, leads, links }),
      rolledSteps,
    );

    const series = new Map(
      stepsBetween(fromDay, toDay, interval).map((start) => [
        start,
        { start, pageViews: 0, visitors: 0 },
      ]),
    );
    for (const day of days) {
      const point = series.get(stepStart(day.day, interval));
      if (!point) continue;
      point.pageViews += day.views;
      point.visitors += day.visitors;
    }
    const visitors = days.reduce((sum, day) => sum + day.visitors, 0);
    const now = this.now();
    const input: FunnelInput = { chats, leads, meetings, links, now };
    const outcomes = meetings.map((meeting) => meetingOutcome(meeting, now));
    const funnel = {
      visits: visitors,
      chats: chats.length,
      toolUses: steps.get('tool') ?? 0,
      leads: leads.length,
      meetingsBooked: meetings.length,
      meetingsKept: outcomes.filter((outcome) => outcome === 'kept').length,
      meetingsMissed: outcomes.filter((outcome) => outcome === 'missed').length,
      slotsAsked: steps.get('slots') ?? 0,
      bookingAbandoned: steps.get('abandoned') ?? 0,
    };
    const bySource = new Map<string, number>(leadSources.map((source) => [source, 0]));
    for (const lead of leads) bySource.set(lead.source, (bySource.get(lead.source) ?? 0) + 1);
    const byArticle = attribute(input, (landing) => landing.articles);
    const readers = new Map(articles.map((article) => [article.value, article.visitors]));
    return {
      fromDay,
      toDay,
      visitors,
      pageViews: days.reduce((sum, day) => sum + day.views, 0),
      series: [...series.values()],
      topPages: pages.map(asCount),
      topReferrers: referrers.map(asCount),
      topCampaigns: campaigns.map(asCount),
      devices: devices.map(asCount),
      funnel: {
        ...funnel,
        ...funnelRates(funnel),
        abandonRate: funnel.slotsAsked > 0 ? funnel.bookingAbandoned / funnel.slotsAsked : 0,
      },
      leadSources: [...bySource]
        .map(([source, count]) => ({ source, leads: count }))
        .sort((a, b) => b.leads - a.leads || a.source.localeCompare(b.source)),
      landingPages: ranked(attribute(input, (landing) => landing.landingPath ?? 'unknown')),
      sources: ranked(attribute(input, sourceOf)),
      articles: [...new Set([...readers.keys(), ...byArticle.keys()])]
        .map((value) => ({
          value,
          visitors: readers.get(value) ?? 0,
          ...(byArticle.get(value) ?? noneFollowed),
        }))
        .sort((a, b) => byResults(a, b) || b.visitors - a.visitors)
        .slice(0, articleLimit),
      tools: [...steps]
        .filter(([value]) => value.startsWith('tool:'))
        .map(([value, visits]) => ({ tool: value.slice('tool:'.length), visits }))
        .sort((a, b) => b.visits - a.visits || a.tool.localeCompare(b.tool)),
    };
  }

  /**
   * Retention: raw views and visit steps older than INSIGHTS_RAW_DAYS become daily counts (the
   * steps tallied first, booked or not, as the period's figures count them).
   */
  async rollUp(now = this.now()): Promise<number> {
    const cutoffDay = utcDay(new Date(now.getTime() - this.rawDays * dayMs));
    const firstDay = await this.actions.firstDayBefore(cutoffDay);
    if (firstDay === undefined) return rollUpDaysBefore(this.dataSource, cutoffDay);
    const start = new Date(`${firstDay}T00:00:00Z`);
    const end = new Date(`${cutoffDay}T00:00:00Z`);
    const [leads, meetings, links] = await Promise.all([
      this.sources.leadsCreated(new Date(start.getTime() - attributionLookbackDays * dayMs), end),
      this.sources.meetingsBooked(start, end),
      this.links.since(utcDay(new Date(start.getTime() - attributionLookbackDays * dayMs))),
    ]);
    const lastDay = utcDay(new Date(end.getTime() - dayMs));
    const steps = await this.rawSteps(firstDay, lastDay, { meetings, leads, links });
    return rollUpDaysBefore(this.dataSource, cutoffDay, steps);
  }
}
