import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { type RequestContext } from '../../kernel/request-context';
import { Contact } from './contact.entity';
import { ContactInput } from './contact.input';
import { ContactService } from './contact.service';

@Resolver(() => Contact)
export class ContactResolver {
  constructor(private readonly contacts: ContactService) {}

  @Mutation(() => Contact, {
    description:
      'Sends the contact form. Invalid fields fail with BAD_USER_INPUT and extensions.fields; ' +
      'too many requests with TOO_MANY_REQUESTS (HTTP 429) and extensions.retryAfterSeconds.',
  })
  submitContact(
    @Arg('input', () => ContactInput) input: ContactInput,
    @Ctx() context: RequestContext,
  ): Promise<Contact> {
    return this.contacts.create(input, {
      clientIp: context.clientIp,
      userAgent: context.userAgent,
    });
  }
}
