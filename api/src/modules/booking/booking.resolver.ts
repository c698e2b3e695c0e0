import { Args, Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { type GraphQLContext } from '../../graphql/context';
import { type AvailabilityService } from './availability.service';
import {
  BookMeetingInput,
  CancelArgs,
  RescheduleArgs,
  SlotsArgs,
  TokenArgs,
} from './booking.input';
import { type BookingService } from './booking.service';
import { Slot } from './booking.types';
import { Meeting } from './meeting.entity';

/** Manage tokens handed out in this process's answers, by meeting (bookMeeting's reply only). */
const issuedTokens = new WeakMap<Meeting, string>();

/** The visitor's side: open slots, booking, and their own meeting through its link. */
@Resolver(() => Meeting)
export class BookingResolver {
  constructor(
    private readonly booking: BookingService,
    private readonly availability: AvailabilityService,
  ) {}

  @Query(() => [Slot], {
    description:
      'Open slots starting in [from, to) (at most 62 days), UTC. timeZone is the visitor’s.',
  })
  availableSlots(@Args(() => SlotsArgs) { from, to }: SlotsArgs): Promise<Slot[]> {
    return this.booking.slots(from, to);
  }

  @Query(() => String, {
    description: "The consultant's IANA time zone (BOOKING_TIME_ZONE), to name beside slots.",
  })
  async bookingTimeZone(): Promise<string> {
    return (await this.availability.get()).timeZone;
  }

  @Mutation(() => Meeting, {
    description:
      'Books an open slot. A slot just taken fails with SLOT_TAKEN and extensions.nextSlots; ' +
      'a time outside the hours, past or inside the notice with BAD_USER_INPUT; a flood with ' +
      'TOO_MANY_REQUESTS.',
  })
  async bookMeeting(
    @Arg('input', () => BookMeetingInput) input: BookMeetingInput,
    @Ctx() context: GraphQLContext,
  ): Promise<Meeting> {
    const { meeting, token } = await this.booking.book(input, {
      clientIp: context.clientIp,
      sessionId: input.sessionId,
    });
    issuedTokens.set(meeting, token);
    return meeting;
  }

  @Query(() => Meeting, {
    nullable: true,
    description: 'The meeting behind a manage link; null when unknown or over.',
  })
  async meetingByToken(@Args(() => TokenArgs) { token }: TokenArgs): Promise<Meeting | null> {
    return (await this.booking.byToken(token)) ?? null;
  }

  @Mutation(() => Meeting, { description: 'Moves the meeting to another open slot.' })
  rescheduleMeeting(
    @Args(() => RescheduleArgs) { token, start }: RescheduleArgs,
    @Ctx() context: GraphQLContext,
  ): Promise<Meeting> {
    return this.booking.rescheduleByToken(token, start, { clientIp: context.clientIp });
  }

  @Mutation(() => Meeting, { description: 'Cancels the meeting; both sides get METHOD:CANCEL.' })
  cancelMeeting(@Args(() => CancelArgs) { token, reason }: CancelArgs): Promise<Meeting> {
    return this.booking.cancelByToken(token, reason);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'The manage token: only in the answer to bookMeeting (it is in the e-mail too).',
  })
  manageToken(@Root() meeting: Meeting): string | null {
    return issuedTokens.get(meeting) ?? null;
  }

  @FieldResolver(() => String, { description: "The consultant's IANA time zone." })
  async consultantTimeZone(): Promise<string> {
    return (await this.availability.get()).timeZone;
  }

  @FieldResolver(() => Date, {
    description: 'Visitors may move or cancel online until then; afterwards they call.',
  })
  changeDeadline(@Root() meeting: Meeting): Promise<Date> {
    return this.booking.changeDeadline(meeting);
  }
}
