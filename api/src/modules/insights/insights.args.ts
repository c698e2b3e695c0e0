import { IsDate, IsEnum } from 'class-validator';
import { ArgsType, Field } from 'type-graphql';
import { InsightsInterval } from './insights.types';

@ArgsType()
export class SiteInsightsArgs {
  @Field({ description: 'Start of the period (its UTC day is counted whole).' })
  @IsDate({ message: 'from must be a date and time.' })
  from!: Date;

  @Field({ description: 'End of the period (its UTC day is counted whole).' })
  @IsDate({ message: 'to must be a date and time.' })
  to!: Date;

  @Field(() => InsightsInterval, { defaultValue: InsightsInterval.DAY })
  @IsEnum(InsightsInterval, { message: 'interval must be DAY, WEEK or MONTH.' })
  interval!: InsightsInterval;
}
