import type { Page } from 'playwright-core';
import { useBrowser, usePages, visit } from './support/browser';

/*
 * The assistant as visitors write to it, through the real widget and server: a booking asked
 * for indirectly, a question in the middle of a request, an off-topic answer at a request's
 * step, and a message in Spanish.
 */

const openPage = usePages(useBrowser());
let page: Page;

const panel = () => page.getByRole('dialog', { name: 'Land Services Assistant' });
const input = () => panel().getByPlaceholder('Type your message...');
const assistantMessages = () => panel().getByRole('log').getByTestId('chat-message-assistant');

async function openChat(): Promise<void> {
  page = (await openPage()).page;
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
  it('starts a consultation request from an indirect booking and keeps the availability', async () => {
    await openChat();
    const reply = await say(
      "Could someone sit down with me about my lease? I'm free most mornings",
    );
    expect(reply).toMatch(/free consultation/i);
    expect(reply).toContain('most mornings');
  });

  it('answers a question asked in the middle of a request, then goes back to the step', async () => {
    await openChat();
    await say("I'd like to schedule a consultation to discuss my project");
    await say('An old lease on our family minerals');
    const digression = await say('How long does a lease check take?');
    expect(digression).toMatch(/24 hours/);
    expect(digression).toMatch(/Back to your consultation request/);
    const next = await say('Smith County, Texas');
    expect(next).toMatch(/what days or times/i);
  });

  it('sets aside an off-topic message at a step, stores nothing, and asks the step again', async () => {
    await openChat();
    await say("I'd like to schedule a consultation about a lease offer in Rusk County");
    const reply = await say('what will the weather be tomorrow?');
    expect(reply).toMatch(/outside what I can help with/i);
    expect(reply).toMatch(/what days or times/i);
    const next = await say('weekday afternoons');
    expect(next).toMatch(/what name/i);
  });

  it('answers a Spanish message briefly in Spanish, never with English page text', async () => {
    await openChat();
    const reply = await say('Hola, ¿pueden ayudarme? Heredé unos minerales de mi padre en Texas');
    expect(reply).toMatch(/Gracias por escribir/);
    expect(reply).toMatch(/herederos|heredados/);
    expect(reply).not.toMatch(/From the .* page/);
  });
});
