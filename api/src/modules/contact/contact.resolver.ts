import { Arg, Mutation, Resolver } from 'type-graphql';
import { Contact } from './contact.entity';
import { ContactInput } from './contact.input';
import { ContactService } from './contact.service';

@Resolver(() => Contact)
export class ContactResolver {
  constructor(private readonly contacts: ContactService) {}

  @Mutation(() => Contact, {
    description:
      'Sends the contact form. Invalid fields fail with BAD_USER_INPUT and extensions.fields.',
  })
  submitContact(@Arg('input', () => ContactInput) input: ContactInput): Promise<Contact> {
    return this.contacts.create(input);
  }
}
