import { createHmac } from 'node:crypto';
import { site } from '@landman/content';
import { hashToken } from './secret-token';

/**
 * A meeting's manage token: HMAC-SHA256 of its id under the server's secret (256 bits, nothing
 * a visitor can guess). The database keeps only its SHA-256, so a copy of the tables holds no
 * working link; the outbox can still write the link into every e-mail about the meeting.
 */
export class MeetingLinks {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = createHmac('sha256', serverSecret).update('meeting-manage-links').digest();
  }

  tokenFor(meetingId: string): string {
    return createHmac('sha256', this.key).update(meetingId).digest('base64url');
  }

  hashFor(meetingId: string): string {
    return hashToken(this.tokenFor(meetingId));
  }

  manageUrl(meetingId: string): string {
    return manageUrl(this.tokenFor(meetingId));
  }
}

/** Where a visitor sees, moves or cancels their meeting (the web app's /meetings/<token>). */
export function manageUrl(token: string): string {
  return `${site.url}/meetings/${token}`;
}
