import { type ReplyTimeouts } from '../owner-reply-timeout';

/** For tests of the handoff that never wait for an owner's reply to time out. */
export const noReplyTimeouts: ReplyTimeouts = {
  start: async () => undefined,
  stop: async () => undefined,
};
