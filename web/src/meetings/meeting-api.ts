import { call } from '../features/booking/booking-api';
import type { VisitorMeetingFieldsFragment } from '../features/booking/gql/graphql';
import {
  CancelMeetingMutation,
  MeetingByTokenQuery,
  RescheduleMeetingMutation,
} from './meeting.queries';

export type VisitorMeeting = VisitorMeetingFieldsFragment;

export function loadMeeting(token: string): Promise<VisitorMeeting | null> {
  return call(MeetingByTokenQuery, { token }).then((data) => data.meetingByToken);
}

export function moveMeeting(token: string, start: string): Promise<VisitorMeeting> {
  return call(RescheduleMeetingMutation, { token, start }).then((data) => data.rescheduleMeeting);
}

export function cancelMeeting(token: string, reason: string): Promise<VisitorMeeting> {
  return call(CancelMeetingMutation, { token, reason: reason.trim() || null }).then(
    (data) => data.cancelMeeting,
  );
}
