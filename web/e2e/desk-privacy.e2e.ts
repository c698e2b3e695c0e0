import { readFile } from 'node:fs/promises';
import { desktopViewport, useBrowser, usePages } from './support/browser';
import { deskOwner, signInAsOwner, useServerWithOwner } from './support/desk-server';

/**
 * The privacy policy's promise from the desk: a lead's person exported as a file, then forgotten
 * after a dialog that says what goes; the inbox no longer lists them, and lists everyone else.
 */
const run = `${process.pid}-${Date.now().toString(36)}`;

const server = useServerWithOwner();
const at = (sitePath: string) => new URL(sitePath, server().url).toString();
const openPage = usePages(useBrowser());

async function sendContact(input: Record<string, string>): Promise<void> {
  const response = await fetch(at('/graphql'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($input: ContactInput!) { submitContact(input: $input) { id } }',
      variables: { input },
    }),
  });
  const body = (await response.json()) as { errors?: unknown };
  expect(body.errors).toBeUndefined();
}

describe('forgetting a person from the desk', () => {
  it('exports their data, then forgets them after saying what goes; the inbox keeps the others', async () => {
    const name = `Pat Rowe ${run}`;
    const other = `Lee Marsh ${run}`;
    // One person, their address spelled two ways; someone else beside them.
    await sendContact({
      name,
      email: `Pat.Rowe.${run}+lease@example.com`,
      message: 'A lease offer came for our Upton County minerals.',
    });
    await sendContact({
      name,
      email: `pat.rowe.${run}@example.com`,
      message: 'Following up on the lease offer.',
    });
    await sendContact({
      name: other,
      email: `lee.marsh.${run}@example.com`,
      message: 'Questions about a division order.',
    });

    const { page } = await openPage({ viewport: desktopViewport });
    await page.goto(at('/admin'));
    await signInAsOwner(page, deskOwner);
    const row = page.getByTestId('inbox-lead').filter({ hasText: name });
    await row.getByRole('link', { name }).first().click();
    await page.getByRole('heading', { name }).waitFor();

    // Their copy: both requests, whichever way the address was spelled.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export data' }).click();
    const file = JSON.parse(await readFile(await (await download).path(), 'utf8')) as {
      requests: { message: string }[];
    };
    expect(file.requests.map((request) => request.message).sort()).toEqual([
      'A lease offer came for our Upton County minerals.',
      'Following up on the lease offer.',
    ]);

    await page.getByRole('button', { name: 'Forget this person' }).click();
    const dialog = page.getByRole('dialog', { name: `Forget ${name}?` });
    await dialog.getByText(/This deletes 2 requests \(leads\)/).waitFor();
    await dialog.getByRole('button', { name: 'Forget this person' }).click();

    // The inbox opens without them.
    await page.getByRole('heading', { name: 'Inbox' }).waitFor();
    await page.getByTestId('inbox-lead').filter({ hasText: other }).waitFor();
    expect(await page.getByTestId('inbox-lead').filter({ hasText: name }).count()).toBe(0);
  });
});
