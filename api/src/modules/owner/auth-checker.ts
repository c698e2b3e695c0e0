import { type AuthCheckerFn } from 'type-graphql';
import { type RequestContext } from '../../kernel/request-context';
import { NotSignedInError } from './owner.errors';
import { type Owner } from './owner.entity';

/** type-graphql's one auth checker: `@Authorized()` fields need a signed-in owner. */
export const ownerAuthChecker: AuthCheckerFn<RequestContext> = async ({ context }) =>
  Boolean(await context.ownerAuth?.owner());

/** The owner of an @Authorized operation (the checker has let it through). */
export async function signedInOwner(context: RequestContext): Promise<Owner> {
  const owner = await context.ownerAuth?.owner();
  if (!owner) throw new NotSignedInError();
  return owner;
}
