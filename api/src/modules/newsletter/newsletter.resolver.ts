import {
  Arg,
  Args,
  Authorized,
  Ctx,
  Field,
  Mutation,
  ObjectType,
  Query,
  Resolver,
} from 'type-graphql';
import { type RequestContext } from '../../kernel/request-context';
import { BlogSubscriptionInput, SubscriberIdArgs, SubscribersArgs } from './newsletter.input';
import { type NewsletterService, unsubscribedKeptDays } from './newsletter.service';
import { Subscriber } from './subscriber.entity';

@ObjectType({ description: 'The answer to a subscription request (the same for every address).' })
export class BlogSubscriptionRequest {
  @Field({ description: 'What to tell the reader: a confirmation link is on its way.' })
  message!: string;
}

@Resolver()
export class NewsletterResolver {
  constructor(private readonly newsletter: NewsletterService) {}

  @Mutation(() => BlogSubscriptionRequest, {
    description:
      'Asks for new posts by e-mail: a confirmation link (valid 48 hours) is sent; nothing ' +
      'else is sent until it is followed. Rate limited per client and per address.',
  })
  async subscribeToBlog(
    @Arg('input', () => BlogSubscriptionInput) input: BlogSubscriptionInput,
    @Ctx() context: RequestContext,
  ): Promise<BlogSubscriptionRequest> {
    return { message: await this.newsletter.subscribe(input, { clientIp: context.clientIp }) };
  }

  @Authorized()
  @Query(() => [Subscriber], { description: 'Blog e-mail subscribers, newest first (owner only).' })
  blogSubscribers(@Args(() => SubscribersArgs) { status }: SubscribersArgs): Promise<Subscriber[]> {
    return this.newsletter.list(status);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      'Erases a subscriber for good, with every e-mail job for them, queued or sent: for a ' +
      "reader's request to be forgotten (owner only). The reader's own unsubscribe link stops " +
      `the e-mails and keeps the address ${unsubscribedKeptDays} days.`,
  })
  async removeBlogSubscriber(@Args(() => SubscriberIdArgs) { id }: SubscriberIdArgs) {
    await this.newsletter.remove(id);
    return true;
  }
}
