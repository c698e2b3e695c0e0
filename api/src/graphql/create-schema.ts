import { GraphQLError, type GraphQLSchema } from 'graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { type ResolverData, buildSchema } from 'type-graphql';
import { type AppServices } from '../app/create-services';
import { BlogAuthoringResolver } from '../modules/blog/blog-authoring.resolver';
import { BlogResolver } from '../modules/blog/blog.resolver';
import { NewsletterResolver } from '../modules/newsletter/newsletter.resolver';
import { ChatAuthorResolver } from '../modules/chat/chat-author.resolver';
import { ChatResolver } from '../modules/chat/chat.resolver';
import { DeskChatResolver, DeskResolver, LeadResolver } from '../modules/desk/desk.resolver';
import { ownerAuthChecker } from '../modules/owner/auth-checker';
import { OwnerResolver } from '../modules/owner/owner.resolver';
import { createChatPubSub } from '../modules/chat/chat.pubsub';
import { ContactResolver } from '../modules/contact/contact.resolver';
import { InputValidationError } from '../validation/input-validation.error';
import { validateInput } from '../validation/validate-input';

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
        [ChatAuthorResolver, new ChatAuthorResolver()],
        [OwnerResolver, new OwnerResolver(services.desk.auth)],
        [
          DeskResolver,
          new DeskResolver(services.desk.leads, services.desk.chats, services.desk.handoff),
        ],
        [LeadResolver, new LeadResolver(services.desk.leads)],
        [DeskChatResolver, new DeskChatResolver(services.desk.chats)],
        [BlogAuthoringResolver, new BlogAuthoringResolver(services.publishing.authoring)],
        [NewsletterResolver, new NewsletterResolver(services.newsletter)],
      ])
    : new Map<ResolverClass, object>();

  return buildSchema({
    resolvers: [
      BlogResolver,
      ContactResolver,
      ChatResolver,
      ChatAuthorResolver,
      OwnerResolver,
      DeskResolver,
      LeadResolver,
      DeskChatResolver,
      BlogAuthoringResolver,
      NewsletterResolver,
    ],
    // The owner's desk: @Authorized operations need a signed-in owner (the session cookie).
    authChecker: ownerAuthChecker,
    pubSub: services?.pubSub ?? createChatPubSub(),
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

async function validateArgument(argValue: unknown, argType: unknown): Promise<void> {
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
