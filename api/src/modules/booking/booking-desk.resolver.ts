import {
  Arg,
  Args,
  Authorized,
  FieldResolver,
  ID,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { Lead } from '../desk/lead.types';
import { type AvailabilityService } from './availability.service';
import { availabilityChanges, availabilitySettings } from './availability.mapping';
import { AgendaArgs, MeetingIdArgs, OwnerCancelArgs, OwnerMoveArgs } from './booking.input';
import { type BookingService } from './booking.service';
import { AvailabilityInput, AvailabilitySettings } from './booking.types';
import { calendarFeedUrl } from './calendar-feed';
import { Meeting } from './meeting.entity';

/** The owner's side of booking: agenda, marks, moves, availability, the calendar feed. */
@Resolver(() => Meeting)
export class BookingDeskResolver {
  constructor(
    private readonly booking: BookingService,
    private readonly availability: AvailabilityService,
  ) {}

  @Authorized()
  @Query(() => [Meeting], { description: 'Meetings starting in [from, to), earliest first.' })
  agenda(@Args(() => AgendaArgs) { from, to }: AgendaArgs): Promise<Meeting[]> {
    return this.booking.agenda(from, to);
  }

  @Authorized()
  @Mutation(() => Meeting, { description: 'Marks a meeting that has started as done.' })
  markMeetingDone(@Args(() => MeetingIdArgs) { id }: MeetingIdArgs): Promise<Meeting> {
    return this.booking.mark(id, 'done');
  }

  @Authorized()
  @Mutation(() => Meeting, { description: 'Marks a meeting that has started as a no-show.' })
  markMeetingNoShow(@Args(() => MeetingIdArgs) { id }: MeetingIdArgs): Promise<Meeting> {
    return this.booking.mark(id, 'no_show');
  }

  @Authorized()
  @Mutation(() => Meeting, { description: 'Moves a meeting; the visitor gets the updated invite.' })
  moveMeeting(@Args(() => OwnerMoveArgs) { id, start }: OwnerMoveArgs): Promise<Meeting> {
    return this.booking.ownerMove(id, start);
  }

  @Authorized()
  @Mutation(() => Meeting, { description: 'Cancels a meeting; the visitor is told by e-mail.' })
  cancelMeetingAsOwner(@Args(() => OwnerCancelArgs) { id, reason }: OwnerCancelArgs) {
    return this.booking.ownerCancel(id, reason);
  }

  @Authorized()
  @Query(() => AvailabilitySettings)
  async availabilitySettings(): Promise<AvailabilitySettings> {
    return availabilitySettings(await this.availability.get(), await this.availability.hasFeed());
  }

  @Authorized()
  @Mutation(() => AvailabilitySettings, { description: 'Saves changes to the availability.' })
  async updateAvailability(
    @Arg('input', () => AvailabilityInput) input: AvailabilityInput,
  ): Promise<AvailabilitySettings> {
    const saved = await this.availability
      .get()
      .then((current) => this.availability.update(availabilityChanges(input, current)));
    return availabilitySettings(saved, await this.availability.hasFeed());
  }

  @Authorized()
  @Mutation(() => String, {
    description:
      'A new private calendar feed URL (.ics) to subscribe to; any earlier one stops working. Shown once.',
  })
  async newCalendarFeedUrl(): Promise<string> {
    return calendarFeedUrl(await this.availability.newFeedToken());
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Turns the calendar feed URL off.' })
  async revokeCalendarFeed(): Promise<boolean> {
    await this.availability.revokeFeedToken();
    return true;
  }

  @Authorized()
  @FieldResolver(() => ID, { nullable: true, description: 'Owner only: the lead.' })
  leadId(@Root() meeting: Meeting): string | null {
    return meeting.contactId;
  }

  @Authorized()
  @FieldResolver(() => String, {
    nullable: true,
    description: 'Owner only: the chat it came from.',
  })
  sessionId(@Root() meeting: Meeting): string | null {
    return meeting.sessionId;
  }
}

/** A lead's meetings on the desk. */
@Resolver(() => Lead)
export class LeadMeetingsResolver {
  constructor(private readonly booking: BookingService) {}

  @Authorized()
  @FieldResolver(() => [Meeting], { description: 'Consultation calls booked by this lead.' })
  meetings(@Root() lead: Lead): Promise<Meeting[]> {
    return this.booking.ofLead(lead.id);
  }
}
