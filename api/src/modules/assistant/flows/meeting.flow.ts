import { site, zoneCity } from '@landman/content';
import { DateTime } from 'luxon';
import { draft, type Draft } from '../answers/draft';
import { contactLink } from '../answers/links';
import { chips, sameLabel } from '../answers/suggestions';
import type {
  ChatBooking,
  ChatMeeting,
  ChatMeetingOutcome,
  ChatSlotOffer,
} from '../chat-booking.port';
import { isYes, takesFirstOffered } from './flow.commands';
import { keepsIt, meetingAskIn } from './meeting.words';
import type { BookedMeeting, SessionState } from './session-state';

export interface MeetingTurn {
  sessionId: string;
  state: SessionState;
  /** The normalised message (MessageAnalysis.text). */
  text: string;
  /** The message as typed, spacing tidied (MessageAnalysis.plain): a tapped chip's label. */
  plain: string;
  clientIp?: string;
}

export const moveChip = 'Move my call';
export const cancelChip = 'Cancel my call';
const keepChip = 'Keep it as it is';

/**
 * The meeting booked in this chat, moved or cancelled in the chat: "move it", "push it to the
 * next day, same time", "can we do Thursday at 2 instead", "cancel it". The meeting is the one
 * booking returned (SessionState.meeting), never one read back from the chat's text; every
 * change goes through booking's rules (open times, the notice period) and is confirmed first.
 * Without a meeting made in this chat, a visitor who asks is pointed to the manage link in their
 * confirmation e-mail.
 */
export class MeetingFlow {
  constructor(private readonly booking?: ChatBooking) {}

  /** The reply when the message is about a booked call; undefined when it is not. */
  async handle(turn: MeetingTurn): Promise<Draft | undefined> {
    const { state } = turn;
    if (state.meetingChange && state.meeting && this.booking) {
      const reply = await this.pending(turn, state.meeting);
      if (reply) return reply;
    }
    delete state.meetingChange;
    const asked = meetingAskIn(turn.text, !!state.meeting);
    if (!asked) return undefined;
    if (!state.meeting || !this.booking) return manageLinkAnswer(asked);
    const meeting = state.meeting;
    if (asked === 'how') return howAnswer(meeting);
    if (asked === 'cancel') {
      state.meetingChange = { kind: 'cancel' };
      return cancelQuestion(meeting);
    }
    return this.offerMove(turn, meeting);
  }

  /** A change under way: the time chosen, the yes, or a new time; undefined for anything else. */
  private async pending(turn: MeetingTurn, meeting: BookedMeeting): Promise<Draft | undefined> {
    const { state, text, plain } = turn;
    const change = state.meetingChange!;
    if (change.kind === 'cancel') {
      if (isYes(text) || /^(yes )?cancel (it|my call|the call)\b/.test(text)) {
        return this.cancel(turn, meeting);
      }
      if (keepsIt(text)) return kept(state, meeting);
      return undefined;
    }
    const tapped =
      change.offered.find((o) => sameLabel(o.label, plain)) ??
      (takesFirstOffered(text) ? change.offered[0] : undefined);
    if (tapped) {
      state.meetingChange = { kind: 'move', offered: change.offered, chosen: tapped };
      return moveQuestion(meeting, tapped);
    }
    if (change.chosen && (isYes(text) || /^(yes )?move it\b/.test(text))) {
      return this.move(turn, meeting, change.chosen);
    }
    if (keepsIt(text)) return kept(state, meeting);
    if (meetingAskIn(text, true) === 'cancel') return undefined;
    // "What about Friday morning?": a new time asked for, read against the meeting.
    const offer = await this.booking!.offerMove(turn.text, chatMeeting(meeting));
    if (offer.understood) return this.presentMove(state, meeting, offer);
    return undefined;
  }

  private async offerMove(turn: MeetingTurn, meeting: BookedMeeting): Promise<Draft> {
    const offer = await this.booking!.offerMove(turn.text, chatMeeting(meeting));
    return this.presentMove(turn.state, meeting, offer);
  }

  /** The time asked for when it is open (to confirm), else the open times that fit, as chips. */
  private presentMove(state: SessionState, meeting: BookedMeeting, offer: ChatSlotOffer): Draft {
    const offered = offer.slots.map(({ label, start }) => ({ label, start }));
    const zone = `your time, ${zoneCity(meeting.timeZone)}`;
    if (offered.length === 0) {
      delete state.meetingChange;
      return draft(
        'flow',
        `No other times are open for booking online right now, so your call stays ${whenOf(meeting)}. To arrange another time, call ${site.name} at ${site.phone}.`,
        { links: [contactLink], suggestions: [cancelChip, chips.person], facts: [whenOf(meeting)] },
      );
    }
    if (offer.exact) {
      state.meetingChange = { kind: 'move', offered, chosen: offer.exact };
      return moveQuestion(meeting, offer.exact);
    }
    state.meetingChange = { kind: 'move', offered };
    const lead = offer.fallback
      ? 'Nothing is open then, so here are the next open times.'
      : offer.understood
        ? 'Here are open times that fit.'
        : 'Sure.';
    return draft(
      'flow',
      `${lead} Your call is now ${whenOf(meeting)}. Which time suits you instead? Pick one below (${zone}) or tell me a day and time.`,
      {
        choices: offered.map((o) => o.label),
        facts: [whenOf(meeting), ...offered.map((o) => o.label)],
      },
    );
  }

  private async move(
    turn: MeetingTurn,
    meeting: BookedMeeting,
    chosen: { label: string; start: string },
  ): Promise<Draft> {
    const { state, sessionId, clientIp } = turn;
    const outcome = await this.booking!.move({
      sessionId,
      meetingId: meeting.id,
      start: chosen.start,
      ...(clientIp ? { clientIp } : {}),
    });
    delete state.meetingChange;
    switch (outcome.kind) {
      case 'moved':
        state.meeting = bookedMeeting(outcome.meeting);
        return draft('flow', `${outcome.confirmation} Anything else I can help with?`, {
          links: [contactLink],
          suggestions: [chips.services, chips.turnaround],
          facts: [outcome.confirmation],
          meeting: {
            start: outcome.meeting.start,
            end: outcome.meeting.end,
            timeZone: outcome.meeting.timeZone,
          },
        });
      case 'taken': {
        const offered = outcome.slots.map(({ label, start }) => ({ label, start }));
        if (offered.length > 0) state.meetingChange = { kind: 'move', offered };
        return draft(
          'flow',
          `${outcome.message} Your call is still ${whenOf(meeting)}.${offered.length > 0 ? ' Pick another time below, or keep it as it is.' : ''}`,
          {
            choices: offered.map((o) => o.label),
            suggestions: offered.length > 0 ? [] : [keepChip],
            facts: [whenOf(meeting), ...offered.map((o) => o.label)],
          },
        );
      }
      case 'refused':
      case 'limited':
        return this.refused(state, meeting, outcome);
      case 'cancelled':
        // Not an outcome of a move; the meeting is gone all the same.
        delete state.meeting;
        return draft('flow', outcome.confirmation, { facts: [outcome.confirmation] });
    }
  }

  private async cancel(turn: MeetingTurn, meeting: BookedMeeting): Promise<Draft> {
    const { state, sessionId, clientIp } = turn;
    const outcome = await this.booking!.cancel({
      sessionId,
      meetingId: meeting.id,
      ...(clientIp ? { clientIp } : {}),
    });
    delete state.meetingChange;
    if (outcome.kind === 'cancelled') {
      delete state.meeting;
      return draft(
        'flow',
        `${outcome.confirmation} If you'd like another time later, just ask. Anything else I can help with?`,
        {
          links: [contactLink],
          suggestions: [chips.schedule, chips.services],
          facts: [outcome.confirmation],
        },
      );
    }
    if (outcome.kind === 'refused' || outcome.kind === 'limited') {
      return this.refused(state, meeting, outcome);
    }
    // A cancellation neither moves nor loses a slot: said plainly if it ever did.
    return this.refused(state, meeting, {
      kind: 'refused',
      message: 'Sorry, I could not cancel it just now.',
      gone: false,
    });
  }

  /** Refused by booking's rules: said plainly, with the phone for what the chat cannot do. */
  private refused(
    state: SessionState,
    meeting: BookedMeeting,
    outcome: Extract<ChatMeetingOutcome, { kind: 'refused' | 'limited' }>,
  ): Draft {
    if (outcome.kind === 'refused' && outcome.gone) delete state.meeting;
    const still =
      outcome.kind === 'refused' && outcome.gone ? '' : ` Your call is still ${whenOf(meeting)}.`;
    return draft('flow', `${outcome.message}${still} ${site.name}'s number is ${site.phone}.`, {
      links: [contactLink],
      suggestions: [chips.person],
      // Booking's own words (the notice period's hours) pass the figure check.
      facts: [whenOf(meeting), outcome.message],
    });
  }
}

/** The meeting as the port takes it. */
function chatMeeting(meeting: BookedMeeting): ChatMeeting {
  return { ...meeting, start: new Date(meeting.start), end: new Date(meeting.end) };
}

/** The meeting as the session keeps it (JSON). */
export function bookedMeeting(meeting: ChatMeeting): BookedMeeting {
  return {
    id: meeting.id,
    start: meeting.start.toISOString(),
    end: meeting.end.toISOString(),
    timeZone: meeting.timeZone,
  };
}

/** "on Tue, Mar 17, 10:00 AM (your time, New York)". */
function whenOf(meeting: BookedMeeting): string {
  const label = DateTime.fromISO(meeting.start, { zone: meeting.timeZone })
    .setLocale('en-US')
    .toFormat('ccc, LLL d, h:mm a');
  return `on ${label} (your time, ${zoneCity(meeting.timeZone)})`;
}

function moveQuestion(meeting: BookedMeeting, to: { label: string }): Draft {
  const city = zoneCity(meeting.timeZone);
  return draft(
    'flow',
    `${to.label} (your time, ${city}) is open. Shall I move your call there from ${whenOf(meeting).replace(/^on /, '')}? The updated invitation follows by e-mail.`,
    { suggestions: ['Yes, move it', keepChip], facts: [to.label, whenOf(meeting)] },
  );
}

function cancelQuestion(meeting: BookedMeeting): Draft {
  return draft(
    'flow',
    `Shall I cancel your call ${whenOf(meeting)}? ${site.name} and you both get the cancellation by e-mail. If another time would suit better, I can move it instead.`,
    { suggestions: ['Yes, cancel it', moveChip, keepChip], facts: [whenOf(meeting)] },
  );
}

function kept(state: SessionState, meeting: BookedMeeting): Draft {
  delete state.meetingChange;
  return draft(
    'flow',
    `All right, your call stays ${whenOf(meeting)}. Anything else I can help with?`,
    {
      suggestions: [chips.services, chips.turnaround],
      facts: [whenOf(meeting)],
    },
  );
}

function howAnswer(meeting: BookedMeeting): Draft {
  return draft(
    'flow',
    `I can do it right here: your call is ${whenOf(meeting)}. Tap "${cancelChip}" or "${moveChip}" and I'll confirm with you before changing anything. The link in your confirmation e-mail works too, until shortly before the call; after that, please call ${site.phone}.`,
    { suggestions: [cancelChip, moveChip], facts: [whenOf(meeting)] },
  );
}

/** No meeting made in this chat: the link in the confirmation e-mail moves or cancels it. */
export function manageLinkAnswer(asked: 'move' | 'cancel' | 'how'): Draft {
  const verb = asked === 'cancel' ? 'cancel' : asked === 'move' ? 'move' : 'move or cancel';
  return draft(
    'flow',
    `I can only change a call booked in this chat, and I don't see one here. If you booked a consultation, the confirmation e-mail has a link to ${verb} it online, up to shortly before the call; the link opens the booking's own page. If you can't find the e-mail, or the call is soon, call ${site.name} at ${site.phone}.`,
    { links: [contactLink], suggestions: [chips.schedule, chips.person] },
  );
}
