import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expectNoSeriousAxeViolations, useBrowser, usePages } from './support/browser';
import { deskOwner, signInAsOwner, useServerWithOwner } from './support/desk-server';

/**
 * The consultant writes the blog in the desk: a draft with its preview and autosave, publishing
 * with a cover and an inline picture (served without their GPS position), a slug changed (the
 * old address follows), a revision restored, and a scheduled post brought forward that appears
 * (list, page, feeds, sitemap) with nobody visiting in between.
 */
const owner = deskOwner;
const marker = `pub${Date.now().toString(36)}`;

// The job worker's own schedule (BLOG_SCHEDULE_POLL_INTERVAL_MS) is left at its default.
const server = useServerWithOwner();

const at = (sitePath: string) => new URL(sitePath, server().url).toString();
const openPage = usePages(useBrowser());

async function openDesk(viewport = { width: 1400, height: 1000 }): Promise<Page> {
  const { page } = await openPage({ viewport });
  await page.goto(at('/admin'));
  await signInAsOwner(page, owner);
  await page.goto(at('/admin/blog'));
  await page.getByRole('heading', { name: 'Blog', level: 1 }).waitFor();
  return page;
}

/**
 * The first whole minute at least `secondsAhead` from now, as a datetime-local value (the field
 * takes minutes) in the browser's (and this process's) zone, with that time in milliseconds.
 */
function nextMinute(secondsAhead: number): { value: string; at: number } {
  const at = Math.ceil((Date.now() + secondsAhead * 1000) / 60_000) * 60_000;
  const date = new Date(at);
  const value = new Date(date.getTime() - date.getTimezoneOffset() * 60_000)
    .toISOString()
    .slice(0, 16);
  return { value, at };
}

/** The post's settings drawer, opened from the editor's bar. */
async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Post settings' });
  await drawer.waitFor();
  return drawer;
}

async function closeSettings(page: Page) {
  await page.getByRole('button', { name: 'Close settings' }).click();
  await page.getByRole('dialog', { name: 'Post settings' }).waitFor({ state: 'detached' });
}

/** What makes a link or a quote look as the site draws it. */
function articleLook(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        color: style.color,
        fontWeight: style.fontWeight,
        fontFamily: style.fontFamily,
        fontStyle: style.fontStyle,
        borderLeft: `${style.borderLeftWidth} ${style.borderLeftStyle} ${style.borderLeftColor}`,
        background: style.backgroundColor,
      };
    });
}

/** A JPEG as a phone takes it: with the GPS position of where it was taken. */
function photoWithGps(background: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: 1800, height: 1000, channels: 3, background } })
    .jpeg()
    .withExif({
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '32/1 31/1 4/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '94/1 44/1 25/1',
      },
    })
    .toBuffer();
}

/** Every copy an <img srcset> of `html` names, as the site serves it: WebP with no metadata. */
async function expectServedWithoutMetadata(html: string, alt: string): Promise<void> {
  const img = new RegExp(`<img[^>]*alt="${alt}"[^>]*>`).exec(html)?.[0] ?? '';
  const srcset = /srcset="([^"]+)"/i.exec(img)?.[1] ?? '';
  const sources = srcset.split(', ').map((entry) => entry.split(' ')[0] as string);
  expect(sources).toHaveLength(3);
  for (const source of sources) {
    const served = await fetch(new URL(source, server().url));
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
  }
}

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('writing the blog in the desk', () => {
  it('drafts with autosave, previews, publishes with a cover and an inline picture, renames, and restores a revision', async () => {
    const page = await openDesk();
    await page.getByRole('link', { name: 'New post' }).click();
    await page.getByLabel('Title').fill(`Reading Division Orders ${marker}`);
    // Settings wait in their drawer, out of the writing's way.
    const drawer = await openSettings(page);
    await drawer.getByLabel('Excerpt').fill('What a division order says and what to check.');
    await closeSettings(page);
    await page
      .getByTestId('markdown')
      .fill(
        `## The decimal\n\nCheck the **decimal** first ${marker}.\n\n` +
          `> Sign nothing before the [decimal](https://example.com/decimal) is checked.`,
      );
    // The live preview is the public page's rendering, beside the Markdown at this width.
    await page.getByTestId('preview').locator('h2', { hasText: 'The decimal' }).waitFor();
    await page.getByTestId('preview').locator('blockquote a').waitFor();
    const previewQuote = await articleLook(page, '[data-testid="preview"] blockquote');
    const previewLink = await articleLook(page, '[data-testid="preview"] blockquote a');
    // Not the browser's own: a quote with the site's coloured edge, a link not browser-blue.
    expect(previewQuote.borderLeft).toMatch(/^4px solid /);
    expect(previewQuote.fontStyle).toBe('italic');
    expect(previewLink.color).not.toBe('rgb(0, 0, 238)');
    const [markdownBox, previewBox] = await Promise.all([
      page.getByTestId('markdown').boundingBox(),
      page.getByTestId('preview').boundingBox(),
    ]);
    expect(previewBox!.x).toBeGreaterThan(markdownBox!.x + markdownBox!.width);
    // The editor takes the desk's full width, so each pane reads as a page, not a strip.
    expect(previewBox!.width).toBeGreaterThan(560);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/admin\/blog\/[0-9a-f-]{36}$/);
    const slug = await (await openSettings(page)).getByLabel('Slug').inputValue();
    await closeSettings(page);
    expect(slug).toBe(`reading-division-orders-${marker}`);
    expect((await fetch(at(`/blog/${slug}`))).status).toBe(404);

    // Autosave: more text, no button; it is saved on its own and there after a reload.
    await page
      .getByTestId('markdown')
      .fill(
        `## The decimal\n\nCheck the **decimal** first ${marker}.\n\n` +
          `> Sign nothing before the [decimal](https://example.com/decimal) is checked.\n\n` +
          `Then the ${marker} tract.`,
      );
    await page.getByTestId('editor-state').getByText('· unsaved changes').waitFor();
    await page
      .getByTestId('editor-state')
      .getByText('· unsaved changes')
      .waitFor({ state: 'detached', timeout: 15_000 });
    await page.reload();
    await page.getByTestId('revision').filter({ hasText: 'autosave' }).first().waitFor();
    await expect(page.getByTestId('markdown').inputValue()).resolves.toContain(
      `Then the ${marker} tract.`,
    );
    // A draft's stored time is when it was started, not a publication time: publishing it later
    // must date it then, so the form leaves the field empty ("now").
    expect(await (await openSettings(page)).getByLabel('Publication time').inputValue()).toBe('');
    await closeSettings(page);

    await page.getByLabel('Image file').setInputFiles({
      name: 'tract.jpg',
      mimeType: 'image/jpeg',
      buffer: await photoWithGps({ r: 120, g: 96, b: 40 }),
    });
    await page.getByLabel('Alt text (what the picture shows)').fill('A leased tract at dusk');
    await page.getByRole('button', { name: 'Upload image' }).click();
    await page
      .getByRole('region', { name: 'Cover image' })
      .getByRole('img', { name: 'A leased tract at dusk' })
      .waitFor();
    // The preview's header shows the cover as the page will.
    await page
      .getByTestId('preview')
      .getByRole('img', { name: 'A leased tract at dusk' })
      .waitFor();

    // An inline picture, placed in the Markdown and shown by the preview with its srcset; not
    // without its alt text: the drop zone refuses and says why.
    await page.getByLabel('Picture for the article').setInputFiles({
      name: 'IMG_2231.png',
      mimeType: 'image/png',
      buffer: await photoWithGps({ r: 60, g: 90, b: 50 }),
    });
    await page.getByRole('button', { name: 'Insert in the article' }).click();
    await page.getByText('Describe the picture first').waitFor();
    expect(await page.getByLabel('Its alt text (what it shows)').getAttribute('aria-invalid')).toBe(
      'true',
    );
    await expect(page.getByTestId('markdown').inputValue()).resolves.not.toContain('![');
    await page.getByLabel('Its alt text (what it shows)').fill('A survey stake by the road');
    await page.getByRole('button', { name: 'Insert in the article' }).click();
    await page
      .getByTestId('preview')
      .getByRole('img', { name: 'A survey stake by the road' })
      .waitFor();
    await expect(page.getByTestId('markdown').inputValue()).resolves.toMatch(
      /!\[A survey stake by the road\]\(\/media\/blog\/[0-9a-f-]{36}-1600\.webp\)/,
    );

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published: the post is on the site.').waitFor();
    const published = await (await fetch(at(`/blog/${slug}`))).text();
    expect(published).toContain(`Reading Division Orders ${marker}`);
    expect(published).toMatch(/srcset="\/media\/blog\/[0-9a-f-]{36}-480\.webp 480w/i);
    // The cover and the inline picture, each served without the photograph's GPS position.
    await expectServedWithoutMetadata(published, 'A leased tract at dusk');
    await expectServedWithoutMetadata(published, 'A survey stake by the road');

    // The preview's quote and link look exactly as on the published page.
    const site = await page.context().newPage();
    await site.goto(at(`/blog/${slug}`));
    await site.getByTestId('post-body').locator('blockquote a').waitFor();
    expect(await articleLook(site, '[data-testid="post-body"] blockquote')).toEqual(previewQuote);
    expect(await articleLook(site, '[data-testid="post-body"] blockquote a')).toEqual(previewLink);
    await site.close();

    // A new address: the old one answers 301 to it.
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByTestId('markdown').fill(`A second version ${marker}.`);
    const settings = await openSettings(page);
    await settings.getByLabel('Slug').fill(`division-orders-explained-${marker}`);
    await settings.getByRole('button', { name: 'Publish' }).click();
    await settings.getByText('Published: the post is on the site.').waitFor();
    await closeSettings(page);
    const old = await fetch(at(`/blog/${slug}`), { redirect: 'manual' });
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe(`/blog/division-orders-explained-${marker}`);
    const followed = await page.context().newPage();
    await followed.goto(at(`/blog/${slug}`));
    expect(new URL(followed.url()).pathname).toBe(`/blog/division-orders-explained-${marker}`);
    await followed.close();

    // Back to the first text: the oldest revision restored.
    await page.getByTestId('revision').last().getByRole('button', { name: 'Restore' }).click();
    await page.getByText('Revision restored.').waitFor();
    await expect(page.getByTestId('markdown').inputValue()).resolves.toContain(
      'Check the **decimal**',
    );
  });

  it('schedules from the settings drawer to the minute, and a post brought forward to the next minute appears in the list, feeds and sitemap with no visit', async () => {
    const page = await openDesk();
    await page.getByRole('link', { name: 'New post' }).click();
    await page.getByLabel('Title').fill(`Scheduled Notes ${marker}`);
    await page.getByLabel('Article (Markdown)').fill(`Published by the server on time ${marker}.`);
    // A new post is autosaved as a draft once it has a title: no button pressed.
    await page.waitForURL(/\/admin\/blog\/[0-9a-f-]{36}$/, { timeout: 15_000 });
    await page.getByRole('heading', { name: 'Edit post' }).waitFor();

    // An hour ahead first: nothing can go public while the test looks at what is not there yet.
    // Set and saved from the drawer, whose time field takes minutes (no seconds).
    const later = nextMinute(3600);
    let drawer = await openSettings(page);
    await drawer.getByLabel('Excerpt').fill('A post that goes out on its own.');
    await drawer.getByLabel('Publication time').fill(later.value);
    expect(await drawer.getByLabel('Publication time').getAttribute('step')).toBe('60');
    await drawer.getByRole('button', { name: 'Schedule' }).click();
    await drawer.getByText('Scheduled: the post goes public at its publication time.').waitFor();
    await closeSettings(page);
    // Stored as set: read back to the minute after a reload.
    await page.reload();
    drawer = await openSettings(page);
    expect(await drawer.getByLabel('Publication time').inputValue()).toBe(later.value);
    await closeSettings(page);
    const slug = `scheduled-notes-${marker}`;
    const title = `Scheduled Notes ${marker}`;
    expect(await (await fetch(at('/blog'))).text()).not.toContain(title);
    expect(await (await fetch(at('/blog/feed.xml'))).text()).not.toContain(slug);
    expect(await (await fetch(at('/sitemap.xml'))).text()).not.toContain(slug);
    // The desk's list shows it among the scheduled posts, not the drafts.
    await page.getByRole('link', { name: 'All posts' }).click();
    await page.getByRole('tab', { name: 'Scheduled' }).click();
    const listed = page.getByTestId('desk-post').filter({ hasText: title });
    await listed.waitFor();
    await page.getByRole('tab', { name: 'Drafts' }).click();
    // The drafts as the server lists them, not the scheduled list still on screen or the cache.
    await page.locator('ul[aria-label="Drafts"][aria-busy="false"]').waitFor({ state: 'attached' });
    expect(await listed.count()).toBe(0);

    // Brought forward to a few seconds from now: the server's timer follows the new time.
    await page.getByRole('tab', { name: 'Scheduled' }).click();
    await listed.getByRole('link').first().click();
    await page.getByRole('heading', { name: 'Edit post' }).waitFor();
    const soon = nextMinute(15);
    drawer = await openSettings(page);
    await drawer.getByLabel('Publication time').fill(soon.value);
    await drawer.getByRole('button', { name: 'Schedule' }).click();
    await drawer.getByText('Scheduled: the post goes public at its publication time.').waitFor();
    const dueAt = soon.at;
    expect(await (await fetch(at('/blog/feed.xml'))).text()).not.toContain(slug);

    // Nobody asks for anything until it is due: the server's job worker alone publishes it.
    await page.close();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, dueAt - Date.now())));
    await until(
      async () => (await (await fetch(at('/blog/feed.xml'))).text()).includes(slug),
      5_000,
      'the feed to list the scheduled post',
    );
    expect(await (await fetch(at('/blog'))).text()).toContain(title);
    expect(await (await fetch(at('/sitemap.xml'))).text()).toContain(`/blog/${slug}`);
    expect((await fetch(at(`/blog/${slug}`))).status).toBe(200);
    expect(await (await fetch(at('/blog/atom.xml'))).text()).toContain(slug);
  }, 210_000);

  it('lists posts newest first with years, filters by status and scrolls nothing sideways at 390 px', async () => {
    const page = await openDesk({ width: 390, height: 844 });
    const published = page.locator('ul[aria-label="Published"][aria-busy="false"]');
    await published.waitFor({ state: 'attached' });
    const widths = () =>
      page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        tabs: document.querySelector('[aria-label="Posts by status"]')!.getBoundingClientRect()
          .width,
      }));
    expect((await widths()).page).toBeLessThanOrEqual(390);
    expect((await widths()).tabs).toBeLessThanOrEqual(390);
    // Every status reachable: the strip scrolls to the bin's tab.
    await page.getByRole('tab', { name: 'Deleted (30 days)' }).click();
    await page.locator('ul[aria-label="Deleted (30 days)"][aria-busy="false"]').waitFor({
      state: 'attached',
    });
    expect((await widths()).page).toBeLessThanOrEqual(390);
    await page.getByRole('tab', { name: 'Published' }).click();
    await published.waitFor({ state: 'attached' });
    const dates = await published
      .getByTestId('desk-post')
      .evaluateAll((cards) => cards.map((card) => card.textContent ?? ''));
    // The earlier tests published one post: its date carries its year.
    expect(dates.length).toBeGreaterThan(0);
    expect(dates[0]).toMatch(/Published [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await expectNoSeriousAxeViolations(page);
  });

  it('writes on a phone: the article and its preview as tabs, settings in a drawer, no sideways scroll, axe clean', async () => {
    const page = await openDesk({ width: 390, height: 844 });
    await page.getByRole('link', { name: 'New post' }).click();
    await page.getByLabel('Title').fill(`Phone Notes ${marker}`);
    // The toolbar formats the selected words without Markdown to remember; Ctrl+K makes a link.
    const markdown = page.getByLabel('Article (Markdown)');
    await markdown.fill('Check the decimal first');
    await markdown.evaluate((box: HTMLTextAreaElement) => box.setSelectionRange(10, 17));
    await page
      .getByRole('toolbar', { name: 'Formatting' })
      .getByRole('button', { name: 'Bold' })
      .click();
    expect(await markdown.inputValue()).toBe('Check the **decimal** first');
    await markdown.evaluate((box: HTMLTextAreaElement) => box.setSelectionRange(0, 5));
    await markdown.press('Control+k');
    expect(await markdown.inputValue()).toBe('[Check](https://) the **decimal** first');
    await markdown.fill(`> A quote ${marker}`);
    expect(await page.getByTestId('preview').isVisible()).toBe(false);
    await page.getByRole('tab', { name: 'Preview' }).click();
    await page.getByTestId('preview').locator('blockquote').waitFor();
    expect(await page.getByTestId('markdown').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('tab', { name: 'Write' }).click();
    await openSettings(page);
    await expectNoSeriousAxeViolations(page);
    await closeSettings(page);
  });

  it('lists the subscribers in the desk, exports them as CSV, and erases one on request', async () => {
    const reader = `reader-${marker}@example.com`;
    // Asked through the blog's form, as a reader without JavaScript sends it.
    const asked = await fetch(at('/blog/subscribe'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: reader, frequency: 'weekly' }).toString(),
    });
    expect(asked.status).toBe(200);
    const page = await openDesk();
    await page.getByRole('link', { name: 'Subscribers' }).click();
    const row = page.getByRole('row').filter({ hasText: reader });
    await row.waitFor();
    await expect(row.textContent()).resolves.toMatch(/pending.*weekly digest/);
    const csv = await page.request.get(
      await page
        .getByRole('link', { name: 'Export all (CSV)' })
        .evaluate((a) => (a as HTMLAnchorElement).href),
    );
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-disposition']).toMatch(/attachment; filename="subscribers-/);
    expect(await csv.text()).toContain(reader);

    // The reader asks to be forgotten: removed after a confirmation, gone from the export too.
    await row.getByRole('button', { name: `Remove ${reader}` }).click();
    const dialog = page.getByRole('dialog', { name: `Remove ${reader} for good?` });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await page.getByText(`Removed ${reader}.`).waitFor();
    expect(await row.count()).toBe(0);
    const after = await page.request.get(at('/api/admin/subscribers.csv'));
    expect(await after.text()).not.toContain(reader);
  });
});
