import { GraphQLError } from 'graphql';
import { BookingRefusedError, MeetingNotFoundError, SlotTakenError } from './booking.errors';

/** The booking errors as GraphQL tells them; anything else passes through unchanged. */
export function toGraphQLError(error: unknown): unknown {
  if (error instanceof SlotTakenError) {
    return new GraphQLError(error.message, {
      extensions: {
        code: 'SLOT_TAKEN',
        nextSlots: error.nextSlots.map((slot) => ({
          start: slot.start.toISOString(),
          end: slot.end.toISOString(),
        })),
      },
    });
  }
  if (error instanceof BookingRefusedError) {
    return new GraphQLError(error.message, {
      extensions: {
        code: 'BAD_USER_INPUT',
        ...(error.field ? { fields: { [error.field]: error.message } } : {}),
      },
    });
  }
  if (error instanceof MeetingNotFoundError) {
    return new GraphQLError(error.message, { extensions: { code: 'NOT_FOUND' } });
  }
  return error;
}

/** Runs a service call, telling its booking errors the GraphQL way. */
export async function graphqlErrors<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw toGraphQLError(error);
  }
}
