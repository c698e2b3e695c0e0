import { Field, Int, ObjectType } from 'type-graphql';

/** How many rows of each kind are held about one person (counts only: no personal data). */
@ObjectType({ description: 'How much is held about one person, by kind (counts only).' })
export class PersonDataCounts {
  @Field(() => Int, { description: 'Their requests (leads), by e-mail or phone.' })
  contacts!: number;

  @Field(() => Int, { description: 'Chat sessions behind their leads and meetings.' })
  chatSessions!: number;

  @Field(() => Int, { description: 'Messages in those chats.' })
  chatMessages!: number;

  @Field(() => Int, { description: 'Their meetings, past and future.' })
  meetings!: number;

  @Field(() => Int, {
    description: 'Their meetings still to come: cancelled, with an e-mail to them, before going.',
  })
  futureMeetings!: number;

  @Field(() => Int, { description: 'Blog subscriptions of their mailbox.' })
  subscriptions!: number;

  @Field(() => Int, { description: 'E-mails to or about them, sent or queued.' })
  mails!: number;
}

@ObjectType({ description: 'A person forgotten: what went, and when (also in the audit log).' })
export class ForgetPersonResult {
  @Field(() => PersonDataCounts, {
    description: 'What was deleted (chatSessions counts their assistant and desk state).',
  })
  deleted!: PersonDataCounts;

  @Field(() => Date)
  forgottenAt!: Date;
}
