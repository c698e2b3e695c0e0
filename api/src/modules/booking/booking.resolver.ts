import { Args, Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { type RequestContext } from '../../kernel/request-context';
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
    /** Insights: a visit asked for open times (counted in the background, never awaited). */
    private readonly visits?: {
      slotsAsked(client: { clientIp?: string; userAgent?: string }): void;
    },
  ) {}

  // A picker asking for "14 days from now" gets its last day complete, whatever its zone.
  @Query(() => [Slot], {
    description:
      'Open slots (UTC) on the visitor’s days: [from, to) widened to whole days in timeZone, ' +
      'the visitor’s IANA zone (at most 62 days).',
  })
  availableSlots(
    @Args(() => SlotsArgs) { from, to, timeZone }: SlotsArgs,
    @Ctx() ctx: RequestContext,
  ): Promise<Slot[]> {
    // The desk's own previews (a request with the owner's session cookie) are no visitor's.
    if (!ctx.ownerAuth?.token) {
      this.visits?.slotsAsked({ clientIp: ctx.clientIp, userAgent: ctx.userAgent });
    }
    return this.booking.slots(from, to, timeZone);
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
    @Ctx() context: RequestContext,
  ): Promise<Meeting> {
    // Limits count the client's address; the session the input names links the lead only.
    const { meeting, token } = await this.booking.book(input, {
      clientIp: context.clientIp,
      userAgent: context.userAgent,
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
    @Ctx() context: RequestContext,
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
