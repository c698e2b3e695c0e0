import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum InsightsInterval {
  DAY = 'DAY',
  WEEK = 'WEEK',
  MONTH = 'MONTH',
}
registerEnumType(InsightsInterval, {
  name: 'InsightsInterval',
  description: 'The step of the series: UTC days, ISO weeks (from Monday) or calendar months.',
});

@ObjectType({ description: 'Page views and visitors in one step of the series.' })
export class InsightsPoint {
  @Field({ description: 'The first UTC day of the step, YYYY-MM-DD.' })
  start!: string;

  @Field(() => Int)
  pageViews!: number;

  @Field(() => Int, { description: 'Visitors told apart per day, summed over the days.' })
  visitors!: number;
}

@ObjectType({ description: 'A page, referrer, campaign or device class and its counts.' })
export class InsightsCount {
  @Field()
  value!: string;

  @Field(() => Int)
  pageViews!: number;

  @Field(() => Int)
  visitors!: number;
}

@ObjectType({ description: 'From visits to meetings kept, each step with its rate.' })
export class InsightsFunnel {
  @Field(() => Int)
  visits!: number;

  @Field(() => Int, { description: 'Chats begun (a visitor wrote a first message).' })
  chats!: number;

  @Field(() => Int, {
    description:
      'Visits that used a tool: a result the server worked out (the form sent without JavaScript) or a calendar reminder downloaded. A result computed in the browser is not seen.',
  })
  toolUses!: number;

  @Field(() => Int)
  leads!: number;

  @Field(() => Int, { description: 'Meetings booked in the period, whatever became of them.' })
  meetingsBooked!: number;

  @Field(() => Int, { description: 'Booked meetings the owner marked as held.' })
  meetingsKept!: number;

  @Field(() => Int, {
    description:
      'Booked meetings the owner marked as missed (no-show), and those whose end has passed still standing as booked, neither cancelled nor marked held.',
  })
  meetingsMissed!: number;

  @Field(() => Int, {
    description: 'Visits that asked for open times (the booking form or dialog).',
  })
  slotsAsked!: number;

  @Field(() => Int, { description: 'Visits that asked for open times and booked nothing.' })
  bookingAbandoned!: number;

  @Field(() => Float, { description: 'chats / visits' })
  chatRate!: number;

  @Field(() => Float, { description: 'toolUses / visits' })
  toolRate!: number;

  @Field(() => Float, { description: 'leads / visits' })
  leadRate!: number;

  @Field(() => Float, { description: 'meetingsBooked / leads' })
  bookingRate!: number;

  @Field(() => Float, { description: 'meetingsKept / meetingsBooked' })
  keptRate!: number;

  @Field(() => Float, { description: 'meetingsMissed / meetingsBooked' })
  missedRate!: number;

  @Field(() => Float, { description: 'bookingAbandoned / slotsAsked' })
  abandonRate!: number;
}

@ObjectType({
  description:
    'What followed the visits that came in one way (a landing page, or a referrer and campaign).',
})
export class InsightsAttribution {
  @Field({
    description: 'The landing page, "referrer · campaign" ("direct" for neither), or the article.',
  })
  value!: string;

  @Field(() => Int)
  chats!: number;

  @Field(() => Int)
  leads!: number;

  @Field(() => Int)
  meetingsBooked!: number;

  @Field(() => Int)
  meetingsKept!: number;

  @Field(() => Int)
  meetingsMissed!: number;
}

@ObjectType({
  description:
    'An article (/blog/:slug): its readers, and what followed the visits that read it anywhere (not only as their landing page).',
})
export class InsightsArticle extends InsightsAttribution {
  @Field(() => Int, { description: 'Visitors who read it in the period.' })
  visitors!: number;
}

@ObjectType({ description: 'A tool (/tools/:slug) and the visits that used it.' })
export class InsightsToolUse {
  @Field({ description: "The tool's slug." })
  tool!: string;

  @Field(() => Int)
  visits!: number;
}

@ObjectType({ description: 'Leads of the period that came in one way.' })
export class InsightsLeadSource {
  @Field({ description: 'form (the contact form or the API), chat, booking or tool.' })
  source!: string;

  @Field(() => Int)
  leads!: number;
}

@ObjectType({ description: "The site's visits and where they led, counted without cookies." })
export class SiteInsights {
  @Field({ description: 'First UTC day counted, YYYY-MM-DD.' })
  fromDay!: string;

  @Field({ description: 'Last UTC day counted, YYYY-MM-DD.' })
  toDay!: string;

  @Field(() => Int, { description: 'Visitors told apart per day, summed over the days.' })
  visitors!: number;

  @Field(() => Int)
  pageViews!: number;

  @Field(() => [InsightsPoint])
  series!: InsightsPoint[];

  @Field(() => [InsightsCount])
  topPages!: InsightsCount[];

  @Field(() => [InsightsCount], { description: 'Hosts of other sites that linked here.' })
  topReferrers!: InsightsCount[];

  @Field(() => [InsightsCount], { description: 'utm_source / utm_medium / utm_campaign.' })
  topCampaigns!: InsightsCount[];

  @Field(() => [InsightsCount])
  devices!: InsightsCount[];

  @Field(() => InsightsFunnel)
  funnel!: InsightsFunnel;

  @Field(() => [InsightsLeadSource], {
    description:
      'Leads by how they came in (form, chat, booking, tool: each, zero too), most first.',
  })
  leadSources!: InsightsLeadSource[];

  @Field(() => [InsightsAttribution], { description: 'Per landing page, most leads first.' })
  landingPages!: InsightsAttribution[];

  @Field(() => [InsightsAttribution], {
    description: 'Per referrer and campaign of the landing view, most leads first.',
  })
  sources!: InsightsAttribution[];

  @Field(() => [InsightsArticle], {
    description: 'Articles read in the period, those followed by most leads first.',
  })
  articles!: InsightsArticle[];

  @Field(() => [InsightsToolUse], {
    description: 'Tools by the visits that used them, most first.',
  })
  tools!: InsightsToolUse[];
}
