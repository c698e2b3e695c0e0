import { site } from '@landman/content';
import type { Page } from 'playwright-core';
import {
  expectNoSeriousAxeViolations,
  failedResourceMessage,
  useBrowser,
  usePages,
  visit,
  type TestPage,
} from './support/browser';
import { fetchServed, h1Of } from './support/served-html';
import { urlFor } from './support/server-url';

const openPage = usePages(useBrowser(), { shareTabs: true });
let tab: TestPage;
let page: Page;

beforeEach(async () => {
  tab = await openPage();
  page = tab.page;
  await visit(page, '/contact');
});

const form = () => page.getByRole('form', { name: 'Consultation request' });
const submitButton = () => form().getByRole('button', { name: /send message|sending/i });

async function fillRequired(email = 'dana.ortiz@example.com') {
  await page.getByLabel('Full Name').fill('Dana Ortiz');
  await page.getByLabel('Email Address').fill(email);
  await page
    .getByLabel('Project Details')
    .fill('Royalties on our Rusk County tract have been in suspense since my father passed.');
}

/** Waits until the field with this id has the keyboard focus. */
async function focusLandsOn(id: string) {
  await page.waitForFunction((expected) => document.activeElement?.id === expected, id);
}

describe('contact page', () => {
  it('is served as HTML with every section, in the spec order', async () => {
    const served = await fetchServed('/contact');
    expect(served.status).toBe(200);
    expect(h1Of(served.body)).toBe('Tell Me About Your Land');
    const order = [
      'Tell Me About Your Land',
      'Get Started Today',
      'How to Reach Me',
      'Ways to Start',
      'Why Work With Me',
      'Ready to Move Forward?',
    ].map((text) => served.body.indexOf(text));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(served.body).toContain(`href="mailto:${site.email}"`);
    expect(served.body).toContain(`href="tel:${site.phoneE164}"`);
    // Sent before its code runs, or without JavaScript, the form posts; it never puts what
    // was typed in the URL. It is in the HTML itself, not a hidden copy a script reveals.
    const formTag = /<form\b[^>]*aria-label="Consultation request"[^>]*>/.exec(served.body)?.[0];
    expect(formTag).toContain('method="post"');
    expect(formTag).toContain('action="/contact"');
    expect(served.body).not.toMatch(/<div hidden id="S:/);
  });

  it('shows errors under name, email and message when they are missing', async () => {
    let posted = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contacts')) posted = true;
    });
    await submitButton().click();
    await page.getByText('Please enter your name').waitFor();
    await page.getByText('Please enter your email address').waitFor();
    await page.getByText('Please tell us about your project').waitFor();
    // Keyboard and screen-reader users land on the first problem.
    await focusLandsOn('contact-name');
    await page.getByLabel('Email Address').fill('not-an-address');
    await page.getByLabel('Email Address').blur();
    await page.getByText('Please enter a valid email address').waitFor();
    expect(posted).toBe(false);
    // The error state is as accessible as the empty form.
    await expectNoSeriousAxeViolations(page);
  });

  it('holds a Send pressed before the form code arrived, then handles it in place', async () => {
    // A fresh page where nothing has moved yet: the form is server HTML without its code.
    tab = await openPage();
    page = tab.page;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await visit(page, '/contact');
    expect(scripts.some((url) => /contact-form-[\w-]+\.js$/.test(url))).toBe(false);

    // An untrusted click: no pointer movement or focus first.
    await page.locator('form button[type="submit"]').dispatchEvent('click');
    await page.getByText('Please enter your name').waitFor();
    expect(page.url()).toBe(urlFor('/contact'));
    expect(scripts.some((url) => /contact-form-[\w-]+\.js$/.test(url))).toBe(true);
  });

  it('sends the request, shows the thank-you panel, and Send Another brings back an empty form', async () => {
    await fillRequired();
    await page.getByLabel('Service of Interest').selectOption('Suspense Minerals');
    await page.getByLabel('Location', { exact: true }).selectOption('Tyler TX');
    const [request, response] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/contacts') && r.method() === 'POST'),
      page.waitForResponse((r) => r.url().endsWith('/api/contacts')),
      submitButton().click(),
    ]);
    expect(request.headers()['content-type']).toContain('application/json');
    expect(request.postDataJSON()).toMatchObject({
      name: 'Dana Ortiz',
      email: 'dana.ortiz@example.com',
      service: 'Suspense Minerals',
      location: 'Tyler TX',
      phone: '',
      company: '',
    });
    expect(response.status()).toBe(201);

    await page.getByText('Thank you for your message!').waitFor();
    await page.getByRole('status').getByText('Message sent successfully!').waitFor();
    expect(await form().count()).toBe(0);

    await page.getByRole('button', { name: 'Send Another Message' }).click();
    await form().waitFor();
    expect(await page.getByLabel('Full Name').inputValue()).toBe('');
    expect(await page.getByLabel('Project Details').inputValue()).toBe('');
  });

  it('disables the button with "Sending..." while the request is pending', async () => {
    let releaseResponse: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      releaseResponse = resolve;
    });
    await page.route('**/api/contacts', async (route) => {
      await released;
      await route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":"x"}' });
    });
    await fillRequired();
    await submitButton().click();
    const sending = form().getByRole('button', { name: 'Sending...' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    releaseResponse();
    await page.getByText('Thank you for your message!').waitFor();
  });

  it('says a failed send in plain words, with the phone and e-mail, and logs the detail', async () => {
    tab.expectProblem(failedResourceMessage(500, 'Internal Server Error'));
    tab.expectProblem(/\[contact: send\]/);
    await page.route('**/api/contacts', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'The database is not answering' }),
      }),
    );
    await fillRequired();
    await submitButton().click();
    const toast = page.getByRole('alert').filter({ hasText: 'Error sending message' });
    await toast.waitFor();
    const text = (await toast.textContent()) ?? '';
    expect(text).toContain("Your message didn't reach me");
    expect(text).toContain(site.phone);
    expect(text).not.toContain('The database is not answering');
    // The visitor's text is still there to send again.
    expect(await page.getByLabel('Email Address').inputValue()).toBe('dana.ortiz@example.com');
    expect(await submitButton().isEnabled()).toBe(true);
  });

  it('never shows "HTTP error! status: {code}" when the failure has no error text', async () => {
    tab.expectProblem(failedResourceMessage(503, 'Service Unavailable'));
    tab.expectProblem(/\[contact: send\]/);
    await page.route('**/api/contacts', (route) =>
      route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>Unavailable</h1>' }),
    );
    await fillRequired();
    await submitButton().click();
    const toast = page.getByRole('alert').filter({ hasText: 'Error sending message' });
    await toast.waitFor();
    expect(await toast.textContent()).toContain("Your message didn't reach me");
    expect(await toast.textContent()).not.toContain('HTTP error');
  });

  it("sends what was typed when Send is pressed before the form's code has arrived", async () => {
    // Hold the form's code back until after the click, as a slow phone connection would.
    let releaseFormCode: () => void = () => undefined;
    const formCodeHeld = new Promise<void>((resolve) => (releaseFormCode = resolve));
    await page.route('**/assets/contact-form-*.js', async (route) => {
      await formCodeHeld;
      await route.continue();
    });
    const posted = page.waitForRequest(
      (request) => request.url().endsWith('/api/contacts') && request.method() === 'POST',
    );
    await fillRequired();
    await submitButton().click();
    releaseFormCode();
    expect((await posted).postDataJSON()).toMatchObject({
      name: 'Dana Ortiz',
      email: 'dana.ortiz@example.com',
    });
    await page.getByText('Thank you for your message!').waitFor();
    expect(page.url()).toBe(urlFor('/contact'));
  });

  it("puts the real API's field errors on the form fields", async () => {
    tab.expectProblem(failedResourceMessage(400, 'Bad Request'));
    // Passes the browser's checks but not the server's: the domain part is too long to exist.
    const overlong = `dana@${'a'.repeat(250)}.com`;
    await page.route('**/api/contacts', async (route) => {
      const body = { ...(route.request().postDataJSON() as object), email: overlong };
      await route.continue({ postData: JSON.stringify(body) });
    });
    await fillRequired();
    await submitButton().click();
    await page.getByRole('alert').getByText('Error sending message').waitFor();
    const emailField = page.getByLabel('Email Address');
    expect(await emailField.getAttribute('aria-invalid')).toBe('true');
    await focusLandsOn('contact-email');
  });

  it('shows the thank-you panel at the address a post without JavaScript lands on', async () => {
    tab = await openPage();
    page = tab.page;
    await visit(page, '/contact?sent=1');
    await page.getByText('Thank you for your message!').waitFor();
    // The panel takes focus once its code is live (screen readers announce it). Before that, the
    // button is a plain GET to /contact, which works too, but is not what this test is about.
    await page.waitForFunction(
      () => document.activeElement?.textContent === 'Thank you for your message!',
    );
    await page.getByRole('button', { name: 'Send Another Message' }).click();
    await form().waitFor();
    await focusLandsOn('contact-name');
    // A reload now shows the form, not the thank-you panel again.
    expect(page.url()).toBe(urlFor('/contact'));
    expect(tab.problems).toEqual([]);
  });

  it('keeps the first invalid field and the thank-you heading clear of the sticky header', async () => {
    const headerBottom = () =>
      page.evaluate(() => document.querySelector('header')!.getBoundingClientRect().bottom);
    const focusedTop = () =>
      page.evaluate(() => document.activeElement!.getBoundingClientRect().top);
    // Desktop: scrolled past the form's top, then an empty submit.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 3));
    await submitButton().click();
    await focusLandsOn('contact-name');
    expect(await focusedTop()).toBeGreaterThanOrEqual(await headerBottom());

    // Phone: the thank-you heading lands below the header, not under it.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.route('**/api/contacts', (route) =>
      route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":"1"}' }),
    );
    await fillRequired();
    await submitButton().click();
    await page.getByText('Thank you for your message!').waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'thank-you-title');
    expect(await focusedTop()).toBeGreaterThanOrEqual(await headerBottom());
    const panel = await page.getByTestId('contact-thank-you').innerText();
    expect(panel).toContain(`within ${site.replyTime}`);
    expect(panel).toMatch(/What happens next/i);
    expect(panel).toMatch(/check stubs/);
  });

  it('offers call and e-mail links in the closing band', async () => {
    const band = page.getByRole('region', { name: 'Ready to Move Forward?' });
    const call = band.getByRole('link', { name: new RegExp(site.phone.replace(/[()]/g, '\\$&')) });
    expect(await call.getAttribute('href')).toBe(`tel:${site.phoneE164}`);
    const email = band.getByRole('link', { name: 'E-mail Me' });
    expect(await email.getAttribute('href')).toBe(`mailto:${site.email}`);
  });
});

describe('contact form without JavaScript', () => {
  let noScript: TestPage;
  beforeEach(async () => {
    noScript = await openPage({ javaScriptEnabled: false });
    await noScript.page.goto(urlFor('/contact'), { waitUntil: 'load' });
  });

  const fill = async (email: string) => {
    await noScript.page.getByLabel('Full Name').fill('Dana Ortiz');
    await noScript.page.getByLabel('Email Address').fill(email);
    await noScript.page.getByLabel('Project Details').fill('Royalties in suspense since probate.');
  };
  const send = () => noScript.page.getByRole('button', { name: 'Send Message' }).click();

  it('posts the form, keeps what was typed out of every URL, and shows the thank-you panel', async () => {
    const { page: p } = noScript;
    const requests: { method: string; url: string }[] = [];
    p.on('request', (request) => requests.push({ method: request.method(), url: request.url() }));
    await fill('dana.ortiz@example.com');
    await Promise.all([p.waitForURL(urlFor('/contact?sent=1')), send()]);
    await p.getByText('Thank you for your message!').waitFor();

    expect(requests).toContainEqual({ method: 'POST', url: urlFor('/contact') });
    expect(requests.filter((r) => /dana|ortiz|royalties/i.test(r.url))).toEqual([]);

    await Promise.all([p.waitForURL(/\/contact\??$/), p.getByText('Send Another Message').click()]);
    expect(await p.getByLabel('Full Name').inputValue()).toBe('');
  });

  it('shows a refused form again with what was typed, the message, and the cursor on it', async () => {
    const { page: p } = noScript;
    // The refused form comes back with HTTP 400, which Chromium reports.
    noScript.expectProblem(failedResourceMessage(400, 'Bad Request'));
    await fill('a..b@example.com');
    const [response] = await Promise.all([
      p.waitForResponse((r) => r.url() === urlFor('/contact') && r.request().method() === 'POST'),
      send(),
    ]);
    expect(response.status()).toBe(400);
    await p.getByText('Please enter a valid email address.').waitFor();
    await p.getByText('has not been sent yet').waitFor();
    expect(await p.getByLabel('Full Name').inputValue()).toBe('Dana Ortiz');
    expect(await p.getByLabel('Email Address').inputValue()).toBe('a..b@example.com');
    expect(await p.getByLabel('Email Address').getAttribute('aria-invalid')).toBe('true');
    expect(await p.evaluate(() => document.activeElement?.id)).toBe('contact-email');

    await p.getByLabel('Email Address').fill('dana.ortiz@example.com');
    await Promise.all([p.waitForURL(urlFor('/contact?sent=1')), send()]);
    await p.getByText('Thank you for your message!').waitFor();
  });
});
