import { GraphQLError, type GraphQLSchema } from 'graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { type ResolverData, buildSchema } from 'type-graphql';
import { type AppServices } from '../app/create-services';
import { BlogAuthoringResolver } from '../modules/blog/blog-authoring.resolver';
import { BlogResolver } from '../modules/blog/blog.resolver';
import { NewsletterResolver } from '../modules/newsletter/newsletter.resolver';
import { ChatResolver } from '../modules/chat/chat.resolver';
import { ChatTranscriptResolver } from '../modules/desk/chat-transcript.resolver';
import { DeskChatResolver, DeskResolver, LeadResolver } from '../modules/desk/desk.resolver';
import { ownerAuthChecker } from '../modules/owner/auth-checker';
import { OwnerResolver } from '../modules/owner/owner.resolver';
import { inProcessEventBus } from '../events/app-event-bus';
import { Topic } from '../events/topics';
import { liveDeskEvent } from '../modules/desk/desk-chat.types';
import { ContactResolver } from '../modules/contact/contact.resolver';
import {
  BookingDeskResolver,
  LeadMeetingsResolver,
} from '../modules/booking/booking-desk.resolver';
import { BookingResolver } from '../modules/booking/booking.resolver';
import { TeachingResolver } from '../modules/teaching/teaching.resolver';
import { PrivacyResolver } from '../modules/privacy/privacy.resolver';
import { InsightsResolver } from '../modules/insights/insights.resolver';
import { LeadDocumentsResolver } from '../modules/documents/lead-documents.resolver';
import { MeetingDocumentsResolver } from '../modules/documents/meeting-documents.resolver';
import { InputValidationError } from '../validation/input-validation.error';
import { scalarArgumentProblem } from '../validation/scalar-argument';
import { validateInput } from '../validation/validate-input';
import { liveSubscriptions } from './live-subscriptions';

type ResolverClass = abstract new (...args: never[]) => object;

/**
 * The schema of the server, the tests and the SDL emitter. Without services it is good for
 * printing only (emit-schema.ts); resolving a field then fails loudly.
 */
export function createSchema(services?: AppServices): Promise<GraphQLSchema> {
  const resolvers = services
    ? new Map<ResolverClass, object>([
        [BlogResolver, new BlogResolver(services.blog)],
        [ContactResolver, new ContactResolver(services.contact)],
        [ChatResolver, new ChatResolver(services.chat)],
        [OwnerResolver, new OwnerResolver(services.desk.auth)],
        [
          DeskResolver,
          new DeskResolver(services.desk.leads, services.desk.chats, services.desk.handoff),
        ],
        [LeadResolver, new LeadResolver(services.desk.leads)],
        [DeskChatResolver, new DeskChatResolver(services.desk.chats)],
        [ChatTranscriptResolver, new ChatTranscriptResolver(services.desk.transcripts)],
        [
          BookingResolver,
          new BookingResolver(
            services.booking.booking,
            services.booking.availability,
            services.insights.visits,
          ),
        ],
        [
          BookingDeskResolver,
          new BookingDeskResolver(services.booking.booking, services.booking.availability),
        ],
        [LeadMeetingsResolver, new LeadMeetingsResolver(services.booking.booking)],
        [BlogAuthoringResolver, new BlogAuthoringResolver(services.publishing.authoring)],
        [NewsletterResolver, new NewsletterResolver(services.newsletter)],
        [
          TeachingResolver,
          new TeachingResolver(services.teaching.answers, services.teaching.questions),
        ],
        [PrivacyResolver, new PrivacyResolver(services.privacy)],
        [InsightsResolver, new InsightsResolver(services.insights.service)],
        [LeadDocumentsResolver, new LeadDocumentsResolver(services.documents)],
        [
          MeetingDocumentsResolver,
          new MeetingDocumentsResolver(services.documents, (token) =>
            services.booking.booking.byToken(token),
          ),
        ],
      ])
    : new Map<ResolverClass, object>();

  return buildSchema({
    resolvers: [
      BlogResolver,
      ContactResolver,
      ChatResolver,
      OwnerResolver,
      DeskResolver,
      LeadResolver,
      DeskChatResolver,
      ChatTranscriptResolver,
      BookingResolver,
      BookingDeskResolver,
      LeadMeetingsResolver,
      LeadDocumentsResolver,
      MeetingDocumentsResolver,
      BlogAuthoringResolver,
      NewsletterResolver,
      TeachingResolver,
      PrivacyResolver,
      InsightsResolver,
    ],
    // The owner's desk: @Authorized operations need a signed-in owner (the session cookie).
    authChecker: ownerAuthChecker,
    pubSub: liveSubscriptions(services?.bus ?? inProcessEventBus(), {
      [Topic.DeskEvents]: liveDeskEvent,
    }),
    scalarsMap: [{ type: Date, scalar: GraphQLDateTimeISO }],
    container: {
      get: (resolverClass: ResolverClass, _data: ResolverData) => {
        const resolver = resolvers.get(resolverClass);
        if (!resolver)
          throw new Error(`No instance of ${resolverClass.name}: schema built without services`);
        return resolver;
      },
    },
    // Validation is on, through the same function the REST adapter uses: it trims, drops
    // undeclared fields and reports one message per field, never the submitted values.
    validateFn: validateArgument,
  });
}

/**
 * Every argument of every operation: an args or input class by its rules (validate-input.ts),
 * a bare scalar (or a list of them) by the rules every text field has (scalar-argument.ts).
 */
async function validateArgument(argValue: unknown, argType: unknown): Promise<void> {
  const scalarProblem = scalarArgumentProblem(argValue);
  if (scalarProblem) {
    throw new GraphQLError(scalarProblem, { extensions: { code: 'BAD_USER_INPUT' } });
  }
  if (typeof argType !== 'function' || argValue === null || typeof argValue !== 'object') return;
  if (Array.isArray(argValue)) return;
  try {
    const valid = await validateInput(argType as new () => object, argValue);
    Object.assign(argValue, valid);
  } catch (error) {
    if (!(error instanceof InputValidationError)) throw error;
    throw new GraphQLError(error.message, {
      extensions: { code: 'BAD_USER_INPUT', fields: error.fields },
    });
  }
}
