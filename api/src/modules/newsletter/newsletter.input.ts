import { contactEmailMessage, contactEmailPattern, contactLimits } from '@landman/content';
import { IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { Trim } from '../../validation/input-transforms';
import { MatchesWithin } from '../../validation/matches-within';
import { SubscriberStatus, SubscriptionFrequency } from './subscriber.entity';

export const noSubscriberMessage = 'No subscriber has this id.';

@InputType({ description: 'A request to receive the blog by e-mail; a confirmation link is sent.' })
export class BlogSubscriptionInput {
  @Field({ description: 'The address to send the posts to.' })
  @Trim()
  @IsString({ message: 'Email must be text.' })
  @IsNotEmpty({ message: 'Email is required.' })
  @MaxLength(contactLimits.email, { message: 'Email is too long.' })
  @MatchesWithin(contactEmailPattern, contactLimits.email, { message: contactEmailMessage })
  email!: string;

  @Field(() => SubscriptionFrequency, { defaultValue: SubscriptionFrequency.EACH_POST })
  @IsIn(Object.values(SubscriptionFrequency), { message: 'Choose each post or a weekly digest.' })
  frequency: SubscriptionFrequency = SubscriptionFrequency.EACH_POST;
}

@ArgsType()
export class SubscribersArgs {
  @Field(() => SubscriberStatus, { nullable: true })
  @IsOptional()
  @IsIn(Object.values(SubscriberStatus), {
    message: 'Status must be PENDING, CONFIRMED or UNSUBSCRIBED.',
  })
  status?: SubscriberStatus | null;
}

@ArgsType()
export class SubscriberIdArgs {
  @Field(() => ID)
  @IsUUID('all', { message: noSubscriberMessage })
  id!: string;
}
