import { GraphQLRequestError, postGraphQL } from '../../lib/graphql-http/post-graphql';
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

/** One GraphQL operation; its failures become the BookingError the picker shows. */
export async function call<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  try {
    return await postGraphQL<T>(query, variables);
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

const slotsQuery = `query AvailableSlots($from: DateTimeISO!, $to: DateTimeISO!, $timeZone: String!) {
  availableSlots(from: $from, to: $to, timeZone: $timeZone) { start end }
  bookingTimeZone
}`;

const bookMutation = `mutation BookMeeting($input: BookMeetingInput!) {
  bookMeeting(input: $input) { id start end manageToken consultantTimeZone }
}`;

/** Open slots in [from, to), and the consultant's zone to name beside them. */
export function fetchSlots(
  from: Date,
  to: Date,
  timeZone: string,
): Promise<{ availableSlots: SlotTimes[]; bookingTimeZone: string }> {
  return call(slotsQuery, { from: from.toISOString(), to: to.toISOString(), timeZone });
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

export interface BookedMeeting {
  id: string;
  start: string;
  end: string;
  manageToken: string | null;
  consultantTimeZone: string;
}

export function bookMeeting(details: BookingDetails): Promise<BookedMeeting> {
  const input = {
    ...details,
    email: details.email.trim() || null,
    phone: details.phone.trim() || null,
  };
  return call<{ bookMeeting: BookedMeeting }>(bookMutation, { input }).then(
    (data) => data.bookMeeting,
  );
}
