import { operationOf, type DocumentString } from '../../lib/graphql-http/operation-of';
import { GraphQLRequestError, postGraphQL } from '../../lib/graphql-http/post-graphql';
import { AvailableSlotsQuery, BookMeetingMutation } from './booking.queries';
import type {
  AvailableSlotsQuery as AvailableSlots,
  BookMeetingMutation as BookMeetingResult,
} from './gql/graphql';
import type { SlotTimes } from './slot-days';

/** A refusal the visitor reads, with the API's code and, for SLOT_TAKEN, the next open slots. */
export class BookingError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly nextSlots: SlotTimes[] = [],
  ) {
    super(message);
    this.name = 'BookingError';
  }
}

/** One GraphQL operation (a codegen document); its failures become the picker's BookingError. */
export async function call<TData, TVariables extends object>(
  document: DocumentString<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const { query, operationName } = operationOf(document);
  try {
    return await postGraphQL<TData>(query, variables, operationName);
  } catch (cause) {
    if (!(cause instanceof GraphQLRequestError) || !cause.reachedServer) {
      throw new BookingError('The connection failed. Please check it and try again.', undefined);
    }
    const error = cause.errors[0];
    throw new BookingError(
      error?.message ?? 'Something went wrong. Please try again, or call.',
      error?.extensions?.code,
      (error?.extensions?.nextSlots as SlotTimes[] | undefined) ?? [],
    );
  }
}

/** Open slots in [from, to), and the consultant's zone to name beside them. */
export function fetchSlots(from: Date, to: Date, timeZone: string): Promise<AvailableSlots> {
  return call(AvailableSlotsQuery, { from: from.toISOString(), to: to.toISOString(), timeZone });
}

export interface BookingDetails {
  start: string;
  timeZone: string;
  name: string;
  email: string;
  phone: string;
  topic: string;
  sessionId?: string;
}

export type BookedMeeting = BookMeetingResult['bookMeeting'];

export function bookMeeting(details: BookingDetails): Promise<BookedMeeting> {
  const input = {
    ...details,
    email: details.email.trim() || null,
    phone: details.phone.trim() || null,
  };
  return call(BookMeetingMutation, { input }).then((data) => data.bookMeeting);
}
