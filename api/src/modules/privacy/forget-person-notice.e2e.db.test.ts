import { randomUUID } from 'node:crypto';
import { createLogger } from '../../logger';
import { PersonMeetingsStore } from '../booking/person-meetings.store';
import {
  bookMutation,
  openSlotsFrom,
  useBookingServer,
  waitForMails,
} from '../../testing/booking-test-kit';
import { PersonContactsStore } from '../contact/person-contacts.store';
import {
  createOwner,
  deleteOwners,
  graphql,
  signIn,
  uniqueOwnerEmail,
} from '../../testing/desk-client';
import { PersonSubscriptionStore } from '../newsletter/person-subscription.store';
import { CancellationNoticePendingError } from './privacy.errors';
import { createPrivacy } from './privacy.factory';

describe('forgetting a person whose cancellation e-mail cannot be sent yet', () => {
  const { smtp, server } = useBookingServer();
  const ownerEmail = uniqueOwnerEmail('privacy-notice');
  const email = `casey.moss-${randomUUID().slice(0, 8)}@example.com`;

  it('deletes nothing until the person has been told; forgetting again then finishes', async () => {
    const { services, database } = server();
    const dataSource = database.dataSource;
    const { owner } = await createOwner(dataSource, ownerEmail);
    const cookie = await signIn(server(), ownerEmail);
    // The same wiring as app/create-services.ts, with a wait a test can sit through.
    const privacy = createPrivacy(
      dataSource,
      {
        contacts: new PersonContactsStore(dataSource),
        chatLog: services.chatLog,
        sessionState: [],
        leadState: [],
        meetings: new PersonMeetingsStore(dataSource),
        booking: services.booking.booking,
        subscriptions: new PersonSubscriptionStore(dataSource),
        mail: {
          about: (refs) => services.mail.about(refs),
          deleteQueuedFor: (manager, refs) => services.mail.forget(refs, manager),
          pendingCancellationNotices: (ids) =>
            services.booking.mails.pendingCancellationNotices(ids),
        },
        wakeMail: () => services.mail.wake(),
      },
      createLogger('error'),
      { noticeWaitMs: 1_500 },
    );

    // The mail server is down from the start (before the mailer holds a connection to it).
    await smtp.stop();
    const [start] = await openSlotsFrom(server(), 72);
    const booked = await graphql(server(), bookMutation, {
      input: { start, timeZone: 'America/Denver', name: 'Casey Moss', email, topic: 'Probate' },
    });
    const meetingId = (booked.body.data?.bookMeeting as { id: string }).id;
    const [lead] = (await dataSource.query(`SELECT id FROM contacts WHERE email = $1`, [
      email,
    ])) as { id: string }[];
    const audits = async () =>
      Number(
        (
          (await dataSource.query(`SELECT count(*) AS n FROM privacy_audit_log`)) as { n: string }[]
        )[0]?.n,
      );
    const auditsBefore = await audits();

    // The meeting is cancelled, but its e-mail cannot go: nothing else is deleted.
    await expect(privacy.forget(lead!.id, owner.id)).rejects.toBeInstanceOf(
      CancellationNoticePendingError,
    );
    const [meeting] = (await dataSource.query(`SELECT status FROM meetings WHERE id = $1`, [
      meetingId,
    ])) as { status: string }[];
    expect(meeting?.status).toBe('cancelled');
    expect(
      await dataSource.query(`SELECT id FROM contacts WHERE id = $1`, [lead!.id]),
    ).toHaveLength(1);
    expect(await audits()).toBe(auditsBefore);

    // Back up: the outbox sends the cancellation, and forgetting (from the desk) finishes.
    await smtp.start();
    const [cancellation] = await waitForMails(
      smtp,
      meetingId,
      (m) => /-cancelled-1-visitor@/.test(m.messageId ?? ''),
      1,
    );
    expect(JSON.stringify(cancellation!.to)).toContain(email);
    const forgotten = await graphql(
      server(),
      `
        mutation F($leadId: ID!) {
          forgetPerson(leadId: $leadId) {
            deleted {
              contacts
              meetings
              futureMeetings
            }
          }
        }
      `,
      { leadId: lead!.id },
      cookie,
    );
    expect(forgotten.body.data?.forgetPerson).toEqual({
      deleted: { contacts: 1, meetings: 1, futureMeetings: 0 },
    });
    expect(
      await dataSource.query(`SELECT id FROM meetings WHERE id = $1`, [meetingId]),
    ).toHaveLength(0);
    expect(await audits()).toBe(auditsBefore + 1);
    await deleteOwners(dataSource, [ownerEmail]);
  });
});
