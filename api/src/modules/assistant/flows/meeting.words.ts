/*
 * Words about a booked call, matched against the normalised message (lower case, no
 * punctuation, apostrophes dropped). Each pattern describes the shape of a request (a change
 * and what it is about), not a list of sentences.
 */

/** What the visitor wants done with a booked call. */
export type MeetingAsk = 'move' | 'cancel' | 'how';

const meetingNoun =
  '(call|meeting|appointment|appt|consultation|consult|booking|session|time slot|slot|reservation)';
const ours = '(it|that|this|the|my|our|your|his)';

const namesMeeting = new RegExp(`\\b${ours} (free |30 minute |phone )?${meetingNoun}\\b`);
const moveVerb =
  /\b(move|moving|reschedul\w*|rebook\w*|re book|change|changing|shift|push|pushing|bump|postpone|delay|bring (it )?forward|switch|swap|make it)\b/;
const cancelVerb = /\b(cancel\w*|call (it )?off|scrap|drop)\b/;
/** "Can we do Thursday at 2 instead", "a different day", "another time": a new time asked for. */
const insteadTime =
  /\b(instead|different (time|day)|another (time|day)|other (time|day)|later (time|day)|earlier (time|day)|(next|following) day|same time)\b/;
/** "How would I cancel it?", "is there a way to move it": how, not do. */
const howAsked =
  /^(how|what) (do|would|can|could|should|does) (i|we|one|someone)\b|\b(is there|whats the|what is the) (a )?(way|process|link)\b|\bhow (to|do you|does one)\b/;
/** "Can you cancel it?", "please cancel": a request, even shaped as a question. */
const askedToDo =
  /\b(can|could|would|will) (you|ellis|he) (please )?\b|\bplease\b|\bi (want|need|would like|d like|wanna) to\b/;

/**
 * What a message asks of a booked call. With the chat's own meeting in mind (`hasMeeting`),
 * "cancel it" or "push it to the next day" is about it; without one, only words that name a
 * call ("reschedule my appointment") are.
 */
export function meetingAskIn(text: string, hasMeeting: boolean): MeetingAsk | undefined {
  const named = namesMeeting.test(text) || /\breschedul|\brebook/.test(text);
  const short = text.split(' ').length <= 12;
  const newTime = hasMeeting && short && insteadTime.test(text);
  // "Cancel it", "push it back", "cancel": the chat's meeting; "change my e-mail" is not.
  const about =
    named || newTime || (hasMeeting && (/\b(it|that)\b/.test(text) || text.split(' ').length <= 2));
  const cancel = cancelVerb.test(text);
  // "Can I change my e-mail on it?" changes a detail, not the time.
  const detail = /\b(e ?mail|phone|number|name|address|topic|spelling)\b/.test(text);
  const move = (moveVerb.test(text) && !detail) || newTime;
  if (!about || (!cancel && !move)) return undefined;
  if (howAsked.test(text) && !askedToDo.test(text)) return 'how';
  return cancel && !/\b(instead of cancel\w*|rather than cancel\w*|not cancel\w*)\b/.test(text)
    ? 'cancel'
    : 'move';
}

/** "Keep it", "leave it as is", "no, it's fine": the change is dropped, the call stays. */
export const keepsIt = (text: string): boolean =>
  /^(no|nope|nah|never ?mind|keep|leave|dont|do not|not now)\b|\bkeep (it|the|my)\b|\bleave it\b/.test(
    text,
  );
