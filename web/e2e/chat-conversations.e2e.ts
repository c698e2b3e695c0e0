import type { Page } from 'playwright-core';
import { until } from '../../api/src/testing/mail/smtp-sink';
import { useBrowser, usePages } from './support/browser';
import { useMailingServer } from './support/mailing-server';

/*
 * Whole conversations through the real widget and server (default availability, so there are
 * open times): a call booked, moved and cancelled in one chat, with the e-mails booking sends;
 * two questions in one message; a person request that keeps a number given earlier.
 */

const openPage = usePages(useBrowser());
const { smtp, server } = useMailingServer('chat-conversations');
let page: Page;

const panel = () => page.getByRole('dialog', { name: 'Land Services Assistant' });
const input = () => panel().getByPlaceholder('Type your message...');
const assistantMessages = () => panel().getByRole('log').getByTestId('chat-message-assistant');
const chips = () => panel().getByRole('group', { name: 'Suggested replies' });
/** The open times offered as quick replies. */
const slotChips = () =>
  chips().getByRole('button', { name: /^\w{3}, \w{3} \d{1,2}, \d{1,2}:\d\d [AP]M$/ });

async function openChat(timezoneId = 'America/New_York'): Promise<void> {
  page = (await openPage({ timezoneId })).page;
  await page.goto(server().url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-islands="ready"]', { state: 'attached' });
  await page.getByRole('button', { name: 'Chat with the Land Services Assistant' }).click();
  await assistantMessages().first().waitFor();
}

/** Waits for the reply after `act` (typing or a tap) and returns its text. */
async function replyTo(act: () => Promise<void>): Promise<string> {
  const before = await assistantMessages().count();
  await act();
  await assistantMessages().nth(before).waitFor();
  await panel().getByText('Typing...').waitFor({ state: 'detached' });
  return (await assistantMessages().nth(before).innerText()).trim();
}

const say = (message: string) =>
  replyTo(async () => {
    await input().fill(message);
    await input().press('Enter');
  });
const tap = (name: string | RegExp) =>
  replyTo(() => chips().getByRole('button', { name }).first().click());

/** The visitor e-mails about a meeting booked for `email`: their Message-IDs. */
function meetingMails(email: string): string[] {
  return smtp.messages
    .filter((m) => JSON.stringify(m.to ?? '').includes(email))
    .map((m) => m.messageId ?? '')
    .filter((id) => id.includes('-visitor@'));
}

describe('chat: whole conversations', () => {
  it('books a call, moves it to the next day at the same time, and cancels it, in one chat', async () => {
    await openChat();
    const email = 'sam.okafor@example.com';
    const offer = await say("I'd like to book a call with Ellis sometime next week");
    expect(offer).toMatch(/in your time \(New York\)/);
    // The last time offered next week: more than a day away, so it can still be changed online.
    await slotChips().last().waitFor();
    const booked = (await slotChips().last().innerText()).trim();
    expect(await tap(booked)).toMatch(/what would you like to discuss/i);
    await say('A pipeline easement offer on our place in Upshur County');
    await say('Sam Okafor');
    await say(email);
    const summary = await say('skip');
    expect(summary).toContain(booked);
    const confirmation = await say('yes, book it');
    expect(confirmation).toMatch(/You're booked for .* E[SD]T/);
    await until(
      () => meetingMails(email).some((id) => /-booked-0-/.test(id)),
      20_000,
      'the invite',
    );

    // Moved by the chat's own record of the meeting, confirmed before anything changes.
    let move = await say('something came up, can you push it to the next day, same time?');
    if (!/Shall I move your call there/.test(move)) {
      // The next day is closed (a Friday call): the open times are offered instead.
      expect(move).toMatch(/Which time suits you instead/);
      move = await replyTo(() => slotChips().first().click());
    }
    expect(move).toMatch(/Shall I move your call there from/);
    expect(move).toContain(booked);
    const moved = await tap('Yes, move it');
    expect(moved).toMatch(/your call is moved to .* E[SD]T/);
    await until(() => meetingMails(email).some((id) => /-moved-1-/.test(id)), 20_000, 'the update');

    // "How would I cancel it?" is about this meeting, never "nothing in progress".
    const how = await say('how would I cancel it?');
    expect(how).not.toMatch(/nothing in progress/i);
    expect(how).toMatch(/your call is on/);
    const ask = await tap('Cancel my call');
    expect(ask).toMatch(/Shall I cancel your call on/);
    const cancelled = await tap('Yes, cancel it');
    expect(cancelled).toMatch(/is cancelled, and the cancellation is on its way by e-mail/);
    await until(
      () => meetingMails(email).some((id) => /-visitor-cancelled-2-/.test(id)),
      20_000,
      'the cancellation',
    );
    // Nothing booked here any more: the e-mail's link is where any other booking is changed.
    expect(await say('cancel my appointment')).toMatch(/confirmation e-mail has a link/);
  });

  it('answers two questions asked in one message, each in its own paragraph', async () => {
    await openChat();
    const reply = await say(
      'Roughly how long does a lease check take to come back? And do you do title work over in Caddo Parish?',
    );
    const paragraphs = reply.split(/\n\s*\n/).filter((p) => p.trim());
    expect(paragraphs.length).toBeGreaterThanOrEqual(2);
    expect(reply).toMatch(/24 hours/);
    expect(reply).toMatch(/Caddo|Shreveport|Louisiana/);
  });

  it('keeps a phone number given earlier in words when a person is asked for later', async () => {
    await openChat('America/Chicago');
    const noted = await say('my cell is five oh four, five five five, two two one eight');
    expect(noted).toMatch(/I've noted your number, 504-555-2218/);
    await say('Our aunt left us royalties in Lafourche Parish and the checks stopped last spring');
    // Nobody is at this server's desk: the chat takes a message, with what it already has.
    const taking = await say('could I speak with a real person about this?');
    expect(taking).toMatch(/isn't at the desk right now/);
    expect(taking).toMatch(/I already have your number \(504-555-2218\)/);
    expect(taking).toMatch(/what it's about \(/);
    const named = await say('Toni Guidry');
    expect(named).toMatch(/Anything to add/);
    const sent = await say('send it');
    expect(sent).toMatch(/Thank you, Toni Guidry\. Your message is with .* on 504-555-2218/);
    for (const reply of [taking, named, sent]) expect(reply).not.toMatch(/phone number/i);
  });
});
