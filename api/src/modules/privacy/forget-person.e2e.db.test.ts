import { randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  bookMutation,
  openSlotsFrom,
  useBookingServer,
  waitForMails,
} from '../../testing/booking-test-kit';
import { ChatAuthor } from '../chat/chat-author';
import {
  createOwner,
  deleteOwners,
  graphql,
  signIn,
  uniqueOwnerEmail,
} from '../../testing/desk-client';
import { SubscriptionFrequency } from '../newsletter/subscriber.entity';
import { mailAbout } from '../../jobs/mail/mail-queue';
import { mailJobsView } from '../../testing/mail/mail-jobs-view';

const summaryQuery = `query S($leadId: ID!) {
  personDataSummary(leadId: $leadId) {
    contacts chatSessions chatMessages meetings futureMeetings subscriptions mails } }`;
const forgetMutation = `mutation F($leadId: ID!) {
  forgetPerson(leadId: $leadId) {
    forgottenAt
    deleted { contacts chatSessions chatMessages meetings futureMeetings subscriptions mails } } }`;

describe('forgetting a person on request', () => {
  const { smtp, server } = useBookingServer();
  const ownerEmail = uniqueOwnerEmail('privacy');
  let cookie: string;
  const tag = randomUUID().slice(0, 8);
  // One person, spelled three ways (case and +tags); another person beside them.
  const person = {
    name: 'Jordan Quill',
    formEmail: `Jordan.Quill-${tag}+form@Example.com`,
    chatEmail: `jordan.quill-${tag}@example.com`,
    meetingEmail: `jordan.quill-${tag}+meet@example.com`,
    phone: '(432) 555-0147',
  };
  const other = { name: 'Robin Vale', email: `robin.vale-${tag}@example.com` };
  // Chat session ids as the widget makes them (booking checks their form).
  const chatSession = `session_${randomUUID().replace(/-/g, '')}`;
  const otherSession = `session_${randomUUID().replace(/-/g, '')}`;

  beforeAll(async () => {
    await createOwner(server().database.dataSource, ownerEmail);
    cookie = await signIn(server(), ownerEmail);
  });

  async function insertLead(values: {
    name: string;
    email: string | null;
    phone?: string;
    sessionId?: string;
  }): Promise<string> {
    const [row] = (await server().database.dataSource.query(
      `INSERT INTO contacts (name, email, phone, message, source, channel, session_id)
       VALUES ($1, $2, $3, 'Lease offer on a Reeves County tract', $4, $5, $6) RETURNING id`,
      [
        values.name,
        values.email,
        values.phone ?? null,
        values.sessionId ? 'chat' : 'form',
        values.sessionId ? 'chat_quote' : 'form',
        values.sessionId ?? null,
      ],
    )) as { id: string }[];
    return row!.id;
  }

  async function book(name: string, email: string, start: string, sessionId?: string) {
    const booked = await graphql(server(), bookMutation, {
      input: {
        start,
        timeZone: 'America/Chicago',
        name,
        email,
        topic: 'Division order review',
        sessionId,
      },
    });
    expect(booked.body.errors).toBeUndefined();
    return (booked.body.data?.bookMeeting as { id: string }).id;
  }

  async function count(sql: string, parameters: unknown[]): Promise<number> {
    const [row] = (await server().database.dataSource.query(sql, parameters)) as {
      n: number | string;
    }[];
    return Number(row?.n ?? 0);
  }

  it('exports, then forgets all of one person and nothing of anyone else, refusing non-owners', async () => {
    const services = server().services;
    const dataSource = server().database.dataSource;

    // The person: a form lead (+tag, mixed case), a chat lead with its chat, desk and assistant
    // state, a future meeting, a blog subscription and a transcript e-mail queued for tomorrow.
    const formLeadId = await insertLead({ name: person.name, email: person.formEmail });
    await insertLead({
      name: person.name,
      email: person.chatEmail,
      phone: person.phone,
      sessionId: chatSession,
    });
    await services.chatLog.append({
      sessionId: chatSession,
      author: ChatAuthor.VISITOR,
      message: 'I have a question about my mineral lease.',
    });
    await services.chatLog.append({
      sessionId: chatSession,
      author: ChatAuthor.ASSISTANT,
      message: 'Happy to help with the lease.',
    });
    await dataSource.query(
      `INSERT INTO desk_chats (session_id, wants_person, away_message) VALUES ($1, true, $2::jsonb)`,
      [chatSession, JSON.stringify({ step: 'email', name: person.name })],
    );
    await dataSource.query(
      `INSERT INTO assistant_sessions (session_id, state) VALUES ($1, $2::jsonb)`,
      [chatSession, JSON.stringify({ name: person.name })],
    );
    const [personSlot, , otherSlot] = await openSlotsFrom(server(), 48);
    const meetingId = await book(person.name, person.meetingEmail, personSlot!, chatSession);
    await services.newsletter.subscribe(
      { email: person.chatEmail.toUpperCase(), frequency: SubscriptionFrequency.WEEKLY },
      { clientIp: '127.0.0.9' },
    );
    await services.mail.enqueue({
      kind: 'chat_transcript',
      to: person.chatEmail,
      key: `chat:${chatSession}:chat_transcript`,
      messageId: `<privacy-transcript-${tag}@example.com>`,
      about: [mailAbout('chat', chatSession)],
      data: { sessionId: chatSession },
      runAt: new Date(Date.now() + 86_400_000),
    });

    // Someone else, who must keep everything.
    const otherLeadId = await insertLead({
      name: other.name,
      email: other.email,
      sessionId: otherSession,
    });
    await services.chatLog.append({
      sessionId: otherSession,
      author: ChatAuthor.VISITOR,
      message: 'Another visitor asking about royalties.',
    });
    const otherMeetingId = await book(other.name, other.email, otherSlot!);
    await services.newsletter.subscribe(
      { email: other.email, frequency: SubscriptionFrequency.EACH_POST },
      { clientIp: '127.0.0.10' },
    );
    // Insights' ties of their lead and chat to the visits they began in, and the other's.
    const tie = (kind: string, ref: string) =>
      dataSource.query(
        `INSERT INTO insights_visit_links (kind, ref, day, landing_path) VALUES ($1, $2, CURRENT_DATE, '/blog')`,
        [kind, ref],
      );
    await tie('lead', formLeadId);
    await tie('chat', chatSession);
    await tie('lead', otherLeadId);
    await tie('chat', otherSession);
    // The booking e-mails went out: the person's later cancellation is told apart from them.
    await waitForMails(smtp, meetingId, (m) => /-booked-0-visitor@/.test(m.messageId ?? ''), 1);

    // Not signed in: refused, nothing said about the person.
    const anonymous = await graphql(server(), forgetMutation, { leadId: formLeadId });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const anonymousSummary = await graphql(server(), summaryQuery, { leadId: formLeadId });
    expect(anonymousSummary.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const anonymousExport = await request(server().url).get(
      `/api/admin/leads/${formLeadId}/person-data.json`,
    );
    expect(anonymousExport.status).toBe(401);
    expect(JSON.stringify(anonymousExport.body)).not.toContain('Quill');

    // What the confirmation tells: both leads (e-mail +tags and phone), the chat, the meeting,
    // the subscription, and the e-mails (their own and the consultant's copies).
    const summary = await graphql(server(), summaryQuery, { leadId: formLeadId }, cookie);
    expect(summary.body.data?.personDataSummary).toMatchObject({
      contacts: 2, // the form lead, and the chat lead (which the chat's booking reused)
      chatSessions: 1,
      chatMessages: 2,
      meetings: 1,
      futureMeetings: 1,
      subscriptions: 1,
    });
    expect(
      (summary.body.data?.personDataSummary as { mails: number }).mails,
    ).toBeGreaterThanOrEqual(3);

    // Their copy first.
    const exported = await request(server().url)
      .get(`/api/admin/leads/${formLeadId}/person-data.json`)
      .set('Cookie', cookie);
    expect(exported.status).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/attachment; filename="person-data-/);
    const file = JSON.parse(exported.text) as {
      requests: { email: string }[];
      chats: { session: string; messages: { text: string }[] }[];
      meetings: { email: string; status: string }[];
      blogSubscriptions: { email: string }[];
      emails: { kind: string; status: string; recipient: string | null }[];
    };
    expect(file.requests.map((r) => r.email).sort()).toEqual(
      [person.formEmail, person.chatEmail].sort(),
    );
    expect(file.chats).toEqual([
      expect.objectContaining({
        session: chatSession,
        messages: [
          expect.objectContaining({ text: 'I have a question about my mineral lease.' }),
          expect.objectContaining({ text: 'Happy to help with the lease.' }),
        ],
      }),
    ]);
    expect(file.meetings).toEqual([
      expect.objectContaining({ email: person.meetingEmail, status: 'booked' }),
    ]);
    expect(file.blogSubscriptions).toEqual([
      expect.objectContaining({ email: person.chatEmail.toUpperCase() }),
    ]);
    expect(file.emails).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'chat_transcript',
          status: 'pending',
          recipient: person.chatEmail,
        }),
        expect.objectContaining({
          kind: 'subscription_confirm',
          recipient: person.chatEmail.toUpperCase(),
        }),
      ]),
    );
    expect(exported.text).not.toContain(other.email);

    // Forget them.
    const forgotten = await graphql(server(), forgetMutation, { leadId: formLeadId }, cookie);
    expect(forgotten.body.errors).toBeUndefined();
    const result = forgotten.body.data?.forgetPerson as {
      forgottenAt: string;
      deleted: Record<string, number>;
    };
    expect(result.deleted).toMatchObject({
      contacts: 2,
      chatSessions: 1,
      chatMessages: 2,
      meetings: 1,
      futureMeetings: 1,
      subscriptions: 1,
    });

    // The meeting was cancelled with notice: the cancellation reached their mailbox.
    const [cancellation] = await waitForMails(
      smtp,
      meetingId,
      (m) => /-cancelled-1-visitor@/.test(m.messageId ?? ''),
      1,
    );
    expect(JSON.stringify(cancellation!.to)).toContain(person.meetingEmail);

    // All of theirs is gone, whichever way the address was spelled.
    const key = `jordan.quill-${tag}@example.com`;
    expect(
      await count(
        `SELECT count(*) AS n FROM contacts
         WHERE regexp_replace(lower(email), '[+][^@]*@', '@') = $1 OR phone = $2`,
        [key, person.phone],
      ),
    ).toBe(0);
    expect(
      await count(`SELECT count(*) AS n FROM chat_messages WHERE session_id = $1`, [chatSession]),
    ).toBe(0);
    expect(
      await count(`SELECT count(*) AS n FROM desk_chats WHERE session_id = $1`, [chatSession]),
    ).toBe(0);
    expect(
      await count(`SELECT count(*) AS n FROM assistant_sessions WHERE session_id = $1`, [
        chatSession,
      ]),
    ).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM meetings WHERE id = $1`, [meetingId])).toBe(0);
    expect(
      await count(
        `SELECT count(*) AS n FROM blog_subscribers WHERE regexp_replace(lower(email), '[+][^@]*@', '@') = $1`,
        [key],
      ),
    ).toBe(0);
    expect(
      await count(
        `SELECT count(*) AS n FROM ${mailJobsView}
         WHERE regexp_replace(lower(recipient), '[+][^@]*@', '@') = $1 OR session_id = $2`,
        [key, chatSession],
      ),
    ).toBe(0);
    const lead = await graphql(
      server(),
      `
        query L($id: ID!) {
          lead(id: $id) {
            id
          }
        }
      `,
      { id: formLeadId },
      cookie,
    );
    expect(lead.body.data?.lead).toBeNull();

    // Their visits' ties go too; the other person keeps everything.
    const ties = `SELECT count(*) AS n FROM insights_visit_links WHERE ref = ANY($1::text[])`;
    expect(await count(ties, [[formLeadId, chatSession]])).toBe(0);
    expect(await count(ties, [[otherLeadId, otherSession]])).toBe(2);
    expect(await count(`SELECT count(*) AS n FROM contacts WHERE id = $1`, [otherLeadId])).toBe(1);
    expect(
      await count(`SELECT count(*) AS n FROM chat_messages WHERE session_id = $1`, [otherSession]),
    ).toBe(1);
    expect(
      await count(`SELECT count(*) AS n FROM meetings WHERE id = $1 AND status = 'booked'`, [
        otherMeetingId,
      ]),
    ).toBe(1);
    expect(
      await count(`SELECT count(*) AS n FROM blog_subscribers WHERE email = $1`, [other.email]),
    ).toBe(1);
    expect(
      await count(`SELECT count(*) AS n FROM ${mailJobsView} WHERE recipient = $1`, [other.email]),
    ).toBeGreaterThan(0);

    // The audit line: when, who did it and how much, nothing of the person.
    const [owner] = (await dataSource.query(`SELECT id FROM owners WHERE email = $1`, [
      ownerEmail,
    ])) as { id: string }[];
    // (This test's owner forgot no one else.)
    const audit = (await dataSource.query(
      `SELECT a.*, a.counts::text AS counts_text FROM privacy_audit_log a WHERE a.owner_id = $1`,
      [owner!.id],
    )) as Record<string, unknown>[];
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'person_forgotten' });
    expect(JSON.parse(audit[0]!.counts_text as string)).toEqual(result.deleted);
    expect(new Date(audit[0]!.created_at as string).getTime()).toBe(
      new Date(result.forgottenAt).getTime(),
    );
    // Its columns say nothing more than that (no column for a name, address or id of theirs).
    expect(Object.keys(audit[0]!).sort()).toEqual(
      ['action', 'counts', 'counts_text', 'created_at', 'id', 'owner_id'].sort(),
    );
    const auditText = JSON.stringify(audit).toLowerCase();
    for (const trace of ['jordan', 'quill', '4325550147', chatSession, meetingId, formLeadId]) {
      expect(auditText).not.toContain(trace.toLowerCase());
    }

    // Asked again, the lead is unknown.
    const again = await graphql(server(), forgetMutation, { leadId: formLeadId }, cookie);
    expect(again.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    for (const unknown of [formLeadId, 'not-a-lead']) {
      const missing = await request(server().url)
        .get(`/api/admin/leads/${unknown}/person-data.json`)
        .set('Cookie', cookie);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual(expect.objectContaining({ error: expect.any(String) }));
    }
    // (Here, not in afterAll: the booking kit's afterAll closes the server first.)
    await deleteOwners(dataSource, [ownerEmail]);
  });
});
