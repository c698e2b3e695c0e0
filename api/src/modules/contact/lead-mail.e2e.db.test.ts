import { type ParsedMail } from 'mailparser';
import { site } from '@landman/content';
import { type RunningServer } from '../../server';
import { newSessionId } from '../../testing/chat-events';
import { GraphqlChat } from '../../testing/graphql-chat';
import { conversationUrl } from './lead-channel';
import {
  formTokenAged,
  mailJobs,
  postJson,
  startMailTestServer,
  storedLead,
  uniqueEmail,
} from '../../testing/mail/mail-test-server';
import { SmtpSink, until } from '../../testing/mail/smtp-sink';
import { closeAllDays, resetAvailability } from '../../testing/booking-test-kit';

const notifyTo = 'ellis@whitakerland.com';

jest.setTimeout(30_000);

/** Everything the acknowledgement must never carry: what the visitor typed, bar the first name. */
function expectNothingTyped(mail: ParsedMail, typed: string[]): void {
  const all = [mail.subject ?? '', mail.text ?? '', String(mail.html || '')].join('\n');
  for (const value of typed) expect(all).not.toContain(value);
}

function expectAcknowledgement(mail: ParsedMail | undefined, email: string, name: string) {
  expect(mail).toBeDefined();
  expect(mail!.to).toMatchObject({ value: [{ address: email }] });
  // The first name only: nothing more of what was typed goes to the address given.
  expect(mail!.text).toContain(`Hello ${name.split(' ')[0]},`);
  expect(mail!.text).toContain(site.replyTime);
  expect(mail!.text).toContain(site.phone);
  expect(mail!.html).toContain(site.phone);
  expect(mail!.replyTo?.value[0]?.address).toBe(notifyTo);
}

function expectNotification(
  mail: ParsedMail | undefined,
  lead: { id: string; name: string; email: string; details: string[] },
  cameFrom: string,
) {
  expect(mail).toBeDefined();
  expect(mail!.messageId).toBe(`<lead-${lead.id}-consultant@whitakerland.com>`);
  expect(mail!.to).toMatchObject({ value: [{ address: notifyTo }] });
  expect(mail!.from?.value[0]?.address).toBe('no-reply@whitakerland.com');
  expect(mail!.replyTo?.value[0]).toMatchObject({ address: lead.email, name: lead.name });
  expect(mail!.subject).toContain(lead.name);
  expect(mail!.text).toContain(`Came from: ${cameFrom}`);
  for (const detail of [lead.email, ...lead.details]) {
    expect(mail!.text).toContain(detail);
    expect(mail!.html).toContain(detail.replace(/&/g, '&amp;').replace(/'/g, '&#39;'));
  }
}

/**
 * Each way in, end to end: the request, the lead stored with its jobs, and both e-mails as a
 * real SMTP server on loopback received them.
 */
describe('lead e-mail: every way in reaches the consultant and the visitor', () => {
  const smtp = new SmtpSink();
  let server: RunningServer;

  beforeAll(async () => {
    await smtp.start();
    server = await startMailTestServer(smtp);
    // No open slot: the chat's consultation is a request with preferred times (the fallback).
    await closeAllDays(server.services.booking.availability);
  });
  afterAll(async () => {
    if (server) await resetAvailability(server);
    await server?.close();
    await smtp.stop();
  });

  const form = (email: string) => ({
    name: 'Dana Reyes',
    email,
    phone: '(903) 555-0100',
    company: 'Reyes Family Minerals',
    message: 'We received a lease offer on 80 acres in Smith County & want a second look.',
    service: 'Lease Checks',
    location: 'Tyler TX',
  });
  const typedDetails = (f: ReturnType<typeof form>) => [f.phone, f.company, f.message];

  it('POST /api/contacts (an API client, no token)', async () => {
    const f = form(uniqueEmail('rest'));
    const { status, json } = await postJson(server, '/api/contacts', f);
    expect(status).toBe(201);
    const id = json.id as string;
    const { consultant, visitor } = await smtp.waitForLead(id, 2);
    expectNotification(
      consultant,
      { id, ...f, details: typedDetails(f) },
      'the API (REST or GraphQL)',
    );
    expect(consultant!.text).toContain('Service: Lease Checks');
    expect(consultant!.text).toContain('Location: Tyler TX');
    expectAcknowledgement(visitor, f.email, f.name);
    expect(visitor!.messageId).toBe(`<lead-${id}-visitor@whitakerland.com>`);
    expectNothingTyped(visitor!, typedDetails(f));
    // The SMTP server has answered; the worker marks the jobs sent right after.
    await until(
      async () => (await mailJobs(server, id)).every((j) => j.status === 'sent'),
      15_000,
      'both jobs marked sent',
    );
    expect(await mailJobs(server, id)).toEqual([
      { recipient_kind: 'consultant', status: 'sent', attempts: 1, last_error: null },
      { recipient_kind: 'visitor', status: 'sent', attempts: 1, last_error: null },
    ]);
  });

  it('the website form through REST, with the token it fetched when it opened', async () => {
    const tokenRes = await fetch(`${server.url}/api/contacts/form-token`);
    expect(tokenRes.headers.get('cache-control')).toBe('no-store');
    expect(((await tokenRes.json()) as { token: string }).token).toMatch(/^\d+\./);

    const f = { ...form(uniqueEmail('webform')), formToken: formTokenAged(20_000) };
    const { json } = await postJson(server, '/api/contacts', f);
    const id = json.id as string;
    expect(await storedLead(server, 'id', id)).toMatchObject({
      channel: 'form',
      suspicious: false,
    });
    const { consultant, visitor } = await smtp.waitForLead(id, 2);
    expectNotification(
      consultant,
      { id, ...f, details: typedDetails(f) },
      'the website contact form',
    );
    expectAcknowledgement(visitor, f.email, f.name);
    expectNothingTyped(visitor!, [...typedDetails(f), f.formToken]);
  });

  it('GraphQL submitContact', async () => {
    const f = form(uniqueEmail('graphql'));
    const { json } = await postJson(server, '/graphql', {
      query: 'mutation S($input: ContactInput!) { submitContact(input: $input) { id } }',
      variables: { input: f },
    });
    const id = (json.data as { submitContact: { id: string } }).submitContact.id;
    const { consultant, visitor } = await smtp.waitForLead(id, 2);
    expectNotification(
      consultant,
      { id, ...f, details: typedDetails(f) },
      'the API (REST or GraphQL)',
    );
    expectAcknowledgement(visitor, f.email, f.name);
    expectNothingTyped(visitor!, typedDetails(f));
  });

  it('the form posted without JavaScript (POST /contact)', async () => {
    const f = form(uniqueEmail('nojs'));
    const res = await fetch(`${server.url}/contact`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...f, referenceCode: '' }).toString(),
    });
    expect(res.status).toBe(303);
    const lead = await storedLead(server, 'email', f.email);
    // No token (the page is static and no script ran): scored, not refused, not suspicious.
    expect(lead).toMatchObject({ channel: 'form', suspicious: false, spam_score: 1 });
    const { consultant, visitor } = await smtp.waitForLead(lead!.id, 2);
    expectNotification(
      consultant,
      { id: lead!.id, ...f, details: typedDetails(f) },
      'the website contact form',
    );
    expectAcknowledgement(visitor, f.email, f.name);
    expectNothingTyped(visitor!, typedDetails(f));
  });

  it("the chat's consultation booking: the summary and a link to the conversation", async () => {
    const sessionId = newSessionId();
    const email = uniqueEmail('booking');
    const chat = await GraphqlChat.open(server, sessionId);
    try {
      await chat.say("I'd like to schedule a consultation to discuss my project");
      await chat.say('Royalties stopped after my mother passed away');
      await chat.say('Caddo Parish');
      await chat.say('weekday mornings');
      await chat.say('Mae Fontenot');
      await chat.say(email);
      await chat.say('318-555-0147');
      await chat.say('Yes, send it');
    } finally {
      await chat.close();
    }
    const lead = await storedLead(server, 'session_id', sessionId);
    expect(lead?.channel).toBe('chat_booking');
    const { consultant, visitor } = await smtp.waitForLead(lead!.id, 2);
    expectNotification(
      consultant,
      {
        id: lead!.id,
        name: 'Mae Fontenot',
        email,
        details: [
          '318-555-0147',
          'Topic: Royalties stopped after my mother passed away',
          'Preferred times: weekday mornings',
          conversationUrl(sessionId),
        ],
      },
      'the chat assistant (consultation booking)',
    );
    expect(consultant!.text).toContain('Conversation summary:');
    expect(consultant!.html).toContain(`href="${conversationUrl(sessionId)}"`);
    expectAcknowledgement(visitor, email, 'Mae Fontenot');
    expectNothingTyped(visitor!, ['318-555-0147', 'Royalties', 'weekday mornings', sessionId]);
  });

  it("the chat's quote request", async () => {
    const sessionId = newSessionId();
    const email = uniqueEmail('quote');
    const chat = await GraphqlChat.open(server, sessionId);
    try {
      await chat.say("I'd like to request a quote for my project");
      await chat.say('A pipeline company wants an easement across our ranch');
      await chat.say('Brazos County, Texas');
      await chat.say('two tracts, about 300 acres');
      await chat.say('they want an answer by next month');
      await chat.say('None yet');
      await chat.say('my name is Ray Pruitt');
      await chat.say(email);
      await chat.say('skip');
      await chat.say('yes');
    } finally {
      await chat.close();
    }
    const lead = await storedLead(server, 'session_id', sessionId);
    expect(lead?.channel).toBe('chat_quote');
    const { consultant, visitor } = await smtp.waitForLead(lead!.id, 2);
    expectNotification(
      consultant,
      {
        id: lead!.id,
        name: 'Ray Pruitt',
        email,
        details: ['Size: two tracts, about 300 acres', conversationUrl(sessionId)],
      },
      'the chat assistant (quote request)',
    );
    expectAcknowledgement(visitor, email, 'Ray Pruitt');
    expectNothingTyped(visitor!, ['pipeline', '300 acres', 'Brazos']);
  });

  it('greets neutrally when the name is not a name: none of a lure reaches the address', async () => {
    const email = uniqueEmail('name');
    const name = 'URGENT your account is locked call 1 800 555 0100';
    const { status, json } = await postJson(server, '/api/contacts', { ...form(email), name });
    expect(status).toBe(201);
    const { visitor } = await smtp.waitForLead(json.id as string, 2);
    expect(visitor!.text!.split('\n')[0]).toBe('Hello,');
    expectNothingTyped(visitor!, ['URGENT', 'locked', '1 800', '555 0100']);
  });

  it('stores and marks a suspicious lead, tells the consultant, and does not acknowledge it', async () => {
    const email = uniqueEmail('spam');
    const links = Array.from({ length: 6 }, (_, i) => `https://deals${i}.example/offer`).join(' ');
    const { status, json } = await postJson(server, '/api/contacts', {
      ...form(email),
      message: `Best prices ${links}`,
      formToken: formTokenAged(500),
    });
    // Answered like any other: a bot learns nothing.
    expect(status).toBe(201);
    const id = json.id as string;
    const lead = await storedLead(server, 'id', id);
    expect(lead).toMatchObject({ suspicious: true, channel: 'form' });
    expect(lead!.spam_reasons).toMatch(/after it was served/);
    expect(lead!.spam_reasons).toMatch(/6 links/);
    const { consultant } = await smtp.waitForLead(id, 1);
    expect(consultant!.subject).toMatch(/^\[Suspected spam\]/);
    expect(consultant!.text).toMatch(/^SUSPECTED SPAM/);
    expect((await mailJobs(server, id)).map((j) => j.recipient_kind)).toEqual(['consultant']);
  });

  it('acknowledges one address at most once a day, however many requests it sends', async () => {
    const email = uniqueEmail('repeat');
    const first = await postJson(server, '/api/contacts', form(email));
    const second = await postJson(server, '/api/contacts', form(email.toUpperCase()));
    await smtp.waitForLead(first.json.id as string, 2);
    const { consultant } = await smtp.waitForLead(second.json.id as string, 1);
    expect(consultant).toBeDefined();
    expect(await mailJobs(server, second.json.id as string)).toEqual([
      expect.objectContaining({ recipient_kind: 'consultant' }),
    ]);
  });

  it('counts an address with a +tag, in any case, as the same address for the once-a-day rule', async () => {
    const [local, domain] = uniqueEmail('victim').split('@') as [string, string];
    const first = await postJson(server, '/api/contacts', form(`${local}+a@${domain}`));
    await smtp.waitForLead(first.json.id as string, 2);
    for (const variant of [`${local}+b@${domain}`, `${local.toUpperCase()}+Promo@${domain}`]) {
      const again = await postJson(server, '/api/contacts', form(variant));
      expect(again.status).toBe(201);
      await smtp.waitForLead(again.json.id as string, 1);
      expect(await mailJobs(server, again.json.id as string)).toEqual([
        expect.objectContaining({ recipient_kind: 'consultant' }),
      ]);
    }
  });
});
