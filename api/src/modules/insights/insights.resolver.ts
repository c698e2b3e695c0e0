import { Args, Authorized, Query, Resolver } from 'type-graphql';
import { SiteInsightsArgs } from './insights.args';
import { InsightsService } from './insights.service';
import { SiteInsights } from './insights.types';

/** The owner's view of the site's visits and where they led. Owners only (ownerAuthChecker). */
@Resolver()
export class InsightsResolver {
  constructor(private readonly insights: InsightsService) {}

  @Authorized()
  @Query(() => SiteInsights, {
    description:
      'Visitors, page views, a series per interval, top pages, referrers and campaigns, and the funnel from visit to meeting kept, per landing page and source. Counted without cookies; whole UTC days.',
  })
  siteInsights(@Args(() => SiteInsightsArgs) args: SiteInsightsArgs): Promise<SiteInsights> {
    return this.insights.siteInsights(args.from, args.to, args.interval);
  }
}
