import { call } from '../features/booking/booking-api';

export interface VisitorMeeting {
  id: string;
  start: string;
  end: string;
  status: 'BOOKED' | 'DONE' | 'NO_SHOW' | 'CANCELLED';
  name: string;
  topic: string;
  consultantTimeZone: string;
  changeDeadline: string;
}

const fields = 'id start end status name topic consultantTimeZone changeDeadline';

export function loadMeeting(token: string): Promise<VisitorMeeting | null> {
  return call<{ meetingByToken: VisitorMeeting | null }>(
    `query MeetingByToken($token: String!) { meetingByToken(token: $token) { ${fields} } }`,
    { token },
  ).then((data) => data.meetingByToken);
}

export function moveMeeting(token: string, start: string): Promise<VisitorMeeting> {
  return call<{ rescheduleMeeting: VisitorMeeting }>(
    `mutation RescheduleMeeting($token: String!, $start: DateTimeISO!) { rescheduleMeeting(token: $token, start: $start) { ${fields} } }`,
    { token, start },
  ).then((data) => data.rescheduleMeeting);
}

export function cancelMeeting(token: string, reason: string): Promise<VisitorMeeting> {
  return call<{ cancelMeeting: VisitorMeeting }>(
    `mutation CancelMeeting($token: String!, $reason: String) { cancelMeeting(token: $token, reason: $reason) { ${fields} } }`,
    { token, reason: reason.trim() || null },
  ).then((data) => data.cancelMeeting);
}
