import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fakeDeskApi } from '../testing/fake-desk-api';
import { InsightsPage } from './insights-page';

// MUI X Charts needs browser APIs jsdom lacks (structuredClone, layout): the chart is left to a
// browser; here it only shows which series it was given.
jest.mock('./insights-series-chart', () => ({
  InsightsSeriesChart: ({ series }: { series: { start: string }[] }) => (
    <p>Chart of {series.map((point) => point.start).join(', ')}</p>
  ),
}));

const funnel = (
  visits: number,
  chats: number,
  leads: number,
  booked: number,
  kept: number,
  steps = { toolUses: 0, missed: 0, slotsAsked: 0, abandoned: 0 },
) => ({
  __typename: 'InsightsFunnel',
  visits,
  chats,
  toolUses: steps.toolUses,
  leads,
  meetingsBooked: booked,
  meetingsKept: kept,
  meetingsMissed: steps.missed,
  slotsAsked: steps.slotsAsked,
  bookingAbandoned: steps.abandoned,
  chatRate: visits ? chats / visits : 0,
  toolRate: visits ? steps.toolUses / visits : 0,
  leadRate: visits ? leads / visits : 0,
  bookingRate: leads ? booked / leads : 0,
  keptRate: booked ? kept / booked : 0,
  missedRate: booked ? steps.missed / booked : 0,
  abandonRate: steps.slotsAsked ? steps.abandoned / steps.slotsAsked : 0,
});

const followed = (value: string) => ({
  __typename: 'InsightsAttribution',
  value,
  chats: 2,
  leads: 1,
  meetingsBooked: 1,
  meetingsKept: 1,
  meetingsMissed: 0,
});

const count = (value: string, pageViews: number) => ({
  __typename: 'InsightsCount',
  value,
  pageViews,
  visitors: pageViews,
});

describe('InsightsPage (/admin/insights)', () => {
  it('shows the period against the one before, and where visits led', async () => {
    const asked: Record<string, unknown>[] = [];
    const api = fakeDeskApi((operation) => {
      asked.push(operation.variables);
      return {
        data: {
          current: {
            __typename: 'SiteInsights',
            fromDay: '2026-01-01',
            toDay: '2026-01-28',
            visitors: 125,
            pageViews: 300,
            series: [
              { __typename: 'InsightsPoint', start: '2026-01-01', pageViews: 10, visitors: 5 },
            ],
            topPages: [count('/blog/pooling-orders-explained', 120)],
            topReferrers: [count('google.com', 80)],
            topCampaigns: [count('google / cpc / fall', 12)],
            devices: [count('mobile', 200)],
            funnel: funnel(125, 10, 4, 3, 1, {
              toolUses: 9,
              missed: 2,
              slotsAsked: 8,
              abandoned: 6,
            }),
            leadSources: [
              { __typename: 'InsightsLeadSource', source: 'tool', leads: 2 },
              { __typename: 'InsightsLeadSource', source: 'chat', leads: 1 },
              { __typename: 'InsightsLeadSource', source: 'booking', leads: 1 },
              { __typename: 'InsightsLeadSource', source: 'form', leads: 0 },
            ],
            landingPages: [followed('/')],
            sources: [followed('google.com · google / cpc / fall')],
            articles: [
              {
                ...followed('/blog/pooling-orders-explained'),
                __typename: 'InsightsArticle',
                visitors: 40,
                meetingsMissed: 1,
              },
            ],
            tools: [{ __typename: 'InsightsToolUse', tool: 'net-acres', visits: 7 }],
          },
          previous: {
            __typename: 'SiteInsights',
            visitors: 100,
            pageViews: 300,
            funnel: funnel(100, 5, 0, 0, 0, {
              toolUses: 3,
              missed: 0,
              slotsAsked: 4,
              abandoned: 4,
            }),
          },
        },
      };
    });
    render(
      <ApolloProvider client={api.client}>
        <InsightsPage />
      </ApolloProvider>,
    );

    const visitors = await screen.findByRole('group', { name: 'Visitors' });
    expect(visitors.textContent).toContain('125+25% on the period before (100)');
    expect(screen.getByRole('group', { name: 'Leads' }).textContent).toContain(
      'new on the period before (0)',
    );
    expect(screen.getByRole('group', { name: 'Tools used' }).textContent).toContain(
      '9+200% on the period before (3)7.2% of visits',
    );
    expect(screen.getByRole('group', { name: 'Meetings missed' }).textContent).toContain(
      '2new on the period before (0)66.7% of booked',
    );
    expect(screen.getByRole('group', { name: 'Booking abandoned' }).textContent).toContain(
      '6+50% on the period before (4)75% of 8 visits that looked at open times',
    );
    const landing = screen.getByRole('table', { name: 'What each landing page led to' });
    expect(within(landing).getByText('/')).toBeTruthy();
    // Per article: its readers, then chats, leads, booked, kept, missed.
    const articles = screen.getByRole('table', { name: 'What each article led to' });
    expect(
      within(articles).getByRole('row', { name: /pooling-orders-explained/ }).textContent,
    ).toBe('/blog/pooling-orders-explained4021111');
    expect(screen.getByRole('table', { name: 'Leads by source' }).textContent).toContain(
      'From a tool2',
    );
    expect(screen.getByRole('table', { name: 'Tools used' }).textContent).toContain(
      '/tools/net-acres7',
    );
    expect(screen.getByRole('table', { name: 'Top referrers' }).textContent).toContain(
      'google.com80',
    );

    expect(screen.getByText('Chart of 2026-01-01')).toBeTruthy();

    // A preset period asks again, with the as-long period before it.
    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(asked.length).toBe(2));
    const last = asked[1] as { from: string; to: string; previousFrom: string; previousTo: string };
    const day = 86_400_000;
    expect(Date.parse(last.to) - Date.parse(last.from)).toBe(6 * day);
    expect(Date.parse(last.from) - Date.parse(last.previousTo)).toBe(day);
  });
});
