import { Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { type RequestContext } from '../../kernel/request-context';
import { signedInOwner } from '../owner/auth-checker';
import { PersonDataService } from './person-data.service';
import { ForgetPersonResult, PersonDataCounts } from './person-data.types';
import { PersonLeadArgs } from './privacy.input';

/** A person's data on request, from a lead in the desk. Owners only (ownerAuthChecker). */
@Resolver()
export class PrivacyResolver {
  constructor(private readonly personData: PersonDataService) {}

  @Authorized()
  @Query(() => PersonDataCounts, {
    description:
      "How much is held about the lead's person (by e-mail, any +tag, or phone): what forgetPerson would delete. Their data itself: GET /api/admin/leads/{id}/person-data.json.",
  })
  personDataSummary(
    @Args(() => PersonLeadArgs) { leadId }: PersonLeadArgs,
  ): Promise<PersonDataCounts> {
    return this.personData.summary(leadId);
  }

  @Authorized()
  @Mutation(() => ForgetPersonResult, {
    description:
      "Forgets the lead's person on request: cancels their future meetings (they are e-mailed, as for any cancellation), then deletes their leads, chats, meetings, blog subscription and e-mails in one transaction, and logs that it happened without their data. CONFLICT, with nothing deleted, while a cancellation e-mail is still unsent.",
  })
  async forgetPerson(
    @Args(() => PersonLeadArgs) { leadId }: PersonLeadArgs,
    @Ctx() context: RequestContext,
  ): Promise<ForgetPersonResult> {
    const owner = await signedInOwner(context);
    return this.personData.forget(leadId, owner.id);
  }
}
