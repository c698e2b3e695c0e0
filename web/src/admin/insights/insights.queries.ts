import { graphql } from '../gql';

export const SiteInsightsQuery = graphql(`
  query SiteInsights(
    $from: DateTimeISO!
    $to: DateTimeISO!
    $previousFrom: DateTimeISO!
    $previousTo: DateTimeISO!
    $interval: InsightsInterval!
  ) {
    current: siteInsights(from: $from, to: $to, interval: $interval) {
      fromDay
      toDay
      visitors
      pageViews
      series {
        start
        pageViews
        visitors
      }
      topPages {
        value
        pageViews
        visitors
      }
      topReferrers {
        value
        pageViews
        visitors
      }
      topCampaigns {
        value
        pageViews
        visitors
      }
      devices {
        value
        pageViews
      }
      funnel {
        visits
        chats
        toolUses
        leads
        meetingsBooked
        meetingsKept
        meetingsMissed
        slotsAsked
        bookingAbandoned
        chatRate
        toolRate
        leadRate
        bookingRate
        keptRate
        missedRate
        abandonRate
      }
      leadSources {
        source
        leads
      }
      landingPages {
        value
        chats
        leads
        meetingsBooked
        meetingsKept
        meetingsMissed
      }
      sources {
        value
        chats
        leads
        meetingsBooked
        meetingsKept
        meetingsMissed
      }
      articles {
        value
        visitors
        chats
        leads
        meetingsBooked
        meetingsKept
        meetingsMissed
      }
      tools {
        tool
        visits
      }
    }
    previous: siteInsights(from: $previousFrom, to: $previousTo, interval: $interval) {
      visitors
      pageViews
      funnel {
        visits
        chats
        toolUses
        leads
        meetingsBooked
        meetingsKept
        meetingsMissed
        slotsAsked
        bookingAbandoned
      }
    }
  }
`);
