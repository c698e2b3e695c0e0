import type { Page } from 'playwright-core';
import { useBrowser, usePages, visit } from './support/browser';

/*
 * The assistant as visitors write to it, through the real widget and server (whose default
 * availability has open slots, so a consultation is booked): a booking asked for indirectly, a
 * question in the middle of it, an off-topic answer at its step, and a message in Spanish.
 */

const openPage = usePages(useBrowser(), { shareTabs: true });
let page: Page;

const panel = () => page.getByRole('dialog', { name: 'Land Services Assistant' });
const input = () => panel().getByPlaceholder('Type your message...');
const assistantMessages = () => panel().getByRole('log').getByTestId('chat-message-assistant');
/** The open times the assistant offers as quick replies. */
const slotChips = () =>
  panel()
    .getByRole('group', { name: 'Suggested replies' })
    .getByRole('button', { name: /^\w{3}, \w{3} \d{1,2}, \d{1,2}:\d\d [AP]M$/ });

async function openChat(): Promise<void> {
  // On the consultant's clock, so "mornings" meets the default hours' mornings.
  page = (await openPage({ timezoneId: 'America/Chicago' })).page;
  await visit(page, '/');
  await page.getByRole('button', { name: 'Chat with the Land Services Assistant' }).click();
  // The greeting is the first assistant message.
  await assistantMessages().first().waitFor();
}

/** Sends one message and returns the assistant's reply to it. */
async function say(message: string): Promise<string> {
  const before = await assistantMessages().count();
  await input().fill(message);
  await input().press('Enter');
  await assistantMessages().nth(before).waitFor();
  await panel().getByText('Typing...').waitFor({ state: 'detached' });
  await page.getByRole('textbox').and(page.locator(':enabled')).first().waitFor();
  return (await assistantMessages().nth(before).innerText()).trim();
}

describe('chat: visitors in their own words', () => {
  it('starts a booking from an indirect wish and offers times that fit what was said', async () => {
    await openChat();
    const reply = await say(
      "Could someone sit down with me about my lease? I'm free most mornings",
    );
    expect(reply).toMatch(/free consultation/i);
    expect(reply).toMatch(/open times that fit/);
    const times = await slotChips().allInnerTexts();
    expect(times.length).toBeGreaterThan(0);
    for (const time of times) expect(time).toMatch(/ AM$/);
  });

  it('answers a question asked at the time step, then goes back to the step', async () => {
    await openChat();
    await say("I'd like to schedule a consultation to discuss my project");
    const digression = await say('How long does a lease check take?');
    expect(digression).toMatch(/24 hours/);
    expect(digression).toMatch(/Back to your consultation booking/);
    expect(digression).toMatch(/Which time suits you/);
    const next = await say('the first one');
    expect(next).toMatch(/what would you like to discuss/i);
  });

  it('sets aside an off-topic message at a step, books nothing, and asks the step again', async () => {
    await openChat();
    await say("I'd like to schedule a consultation about a lease offer in Rusk County");
    const reply = await say('what will the weather be tomorrow?');
    expect(reply).toMatch(/outside what I can help with/i);
    expect(reply).toMatch(/Which time suits you/);
    const next = await say('weekday afternoons');
    expect(next).toMatch(/open times that fit/);
  });

  it('answers a Spanish message briefly in Spanish, never with English page text', async () => {
    await openChat();
    const reply = await say('Hola, ¿pueden ayudarme? Heredé unos minerales de mi padre en Texas');
    expect(reply).toMatch(/Gracias por escribir/);
    expect(reply).toMatch(/herederos|heredados/);
    expect(reply).not.toMatch(/From the .* page/);
  });
});
