import { GraphQLError } from 'graphql';
import { Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { type RequestContext } from '../../kernel/request-context';
import { OwnerAuthService } from './owner-auth.service';
import { Owner } from './owner.entity';
import { SignInArgs } from './owner.input';

@Resolver(() => Owner)
export class OwnerResolver {
  constructor(private readonly auth: OwnerAuthService) {}

  @Query(() => Owner, { nullable: true, description: 'The signed-in owner; null otherwise.' })
  async me(@Ctx() context: RequestContext): Promise<Owner | null> {
    return (await context.ownerAuth?.owner()) ?? null;
  }

  @Query(() => Boolean, {
    description:
      'False until the first owner is created with `npm run owner:add -- --email EMAIL`.',
  })
  ownerExists(): Promise<boolean> {
    return this.auth.ownerExists();
  }

  @Mutation(() => Owner, {
    description:
      'Starts a desk session and sets its cookie (HTTP only). Wrong details (address, password, or a missing, wrong or already used code): INVALID_CREDENTIALS, one message for all; too many attempts: TOO_MANY_REQUESTS.',
  })
  async signIn(
    @Args(() => SignInArgs) args: SignInArgs,
    @Ctx() context: RequestContext,
  ): Promise<Owner> {
    const startSession = context.ownerAuth?.startSession;
    if (!startSession) {
      throw new GraphQLError('Sign in over HTTP (POST /graphql), not over the WebSocket.', {
        extensions: { code: 'BAD_REQUEST' },
      });
    }
    const session = await this.auth.signIn(args, {
      clientIp: context.clientIp,
      device: context.ownerAuth?.device,
    });
    startSession(session);
    return session.owner;
  }

  @Mutation(() => Boolean, { description: 'Ends the session now and clears its cookie.' })
  async signOut(@Ctx() context: RequestContext): Promise<boolean> {
    await this.auth.signOut(context.ownerAuth?.token);
    context.ownerAuth?.endSession?.();
    return true;
  }
}
