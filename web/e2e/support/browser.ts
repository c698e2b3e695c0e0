import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import chromiumFlags from './chromium-args.json';
import chromiumBuilds from './chromium-builds.json';
import { urlFor } from './server-url';

/**
 * Debian's Chromium builds, as Playwright itself uses them: the headless shell (package
 * chromium-headless-shell) for the tests, which takes about half the CPU of the full browser
 * running headless (routes and pages: 52 against 113 CPU-seconds); the full browser where a
 * test needs what only it has, such as web notifications (the shell always denies them).
 */
export type ChromiumBuild = keyof typeof chromiumBuilds;
/** In a JSON file that `npm test`'s set-up (scripts/test-prerequisites.mjs) reads too. */
export const chromiumPaths: Record<ChromiumBuild, string> = {
  shell: chromiumBuilds.shell.path,
  full: chromiumBuilds.full.path,
};

/**
 * The flags our machines need (no sandbox, no background traffic), in a JSON file that the
 * benches (web/bench) and the brand-image script (web/scripts) read too.
 */
const chromiumArgs: string[] = chromiumFlags;

export function launchBrowser(build: ChromiumBuild = 'shell'): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPaths[build], args: chromiumArgs });
}

/**
 * One Chromium for the enclosing test file or describe block: launched before its tests and
 * closed after them. Returns a getter, as the browser exists only once the tests start.
 */
export function useBrowser(build: ChromiumBuild = 'shell'): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(build);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is not running: call useBrowser() at file level');
    return browser;
  };
}

export const desktopViewport = { width: 1280, height: 800 };
export const phoneViewport = { width: 390, height: 844 };

export interface TestPage {
  page: Page;
  /**
   * Console errors and warnings, uncaught exceptions, failed requests and Content-Security-Policy
   * violations, as they happen.
   */
  problems: string[];
  /**
   * Declares a problem the test causes on purpose: word for word (see failedResourceMessage),
   * or a pattern where the words vary (a blocked chunk's hashed URL).
   */
  expectProblem(message: string | RegExp): void;
  /** The problems that were not declared with expectProblem (CSP violations never are). */
  unexpectedProblems(): string[];
  close(): Promise<void>;
}

/**
 * What Chromium logs when a response has an error status, such as a routed 500 or a 404 page.
 * Tests that provoke one expect exactly this message, so any other error still fails them.
 */
export function failedResourceMessage(status: number, statusText: string): string {
  return `console.error: Failed to load resource: the server responded with a status of ${status} (${statusText})`;
}

/** Where the page reports a Content-Security-Policy violation (see reportCspViolations). */
const cspBinding = '__reportCspViolation';

/**
 * Runs in every document before its own scripts: reports each securitypolicyviolation event
 * (a blocked inline script, style, frame or connection) to the test, whatever the console says.
 */
function reportCspViolations(binding: string): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = (window as unknown as Record<string, (text: string) => void>)[binding];
    report?.(
      `${event.violatedDirective} blocked ${event.blockedURI || 'an inline resource'}` +
        ` at ${event.sourceFile || event.documentURI}:${event.lineNumber}`,
    );
  });
}

const cspViolationPrefix = 'CSP violation: ';

/** A CSP violation, reported by the page or logged by Chromium: never an expected problem. */
const isCspViolation = (problem: string) =>
  problem.startsWith(cspViolationPrefix) || problem.includes('Content Security Policy');

/**
 * A fresh context and page that records every console error/warning, page error and
 * Content-Security-Policy violation.
 */
export async function newPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<TestPage> {
  return (await openTab(browser, options)).tab;
}

/** A page with what it takes to hand it to another test (see usePages' `shareTabs`). */
interface OpenTab {
  tab: TestPage;
  /** The viewport the context was opened with. */
  viewport: BrowserContextOptions['viewport'];
  /** The page's and context's listeners right after opening, before any test added its own. */
  listeners: string | undefined;
  /** Forgets the problems seen and the problems declared. */
  forget(): void;
}

type Emitter = { eventNames(): (string | symbol)[]; listenerCount(event: string | symbol): number };

/**
 * Each event with its number of listeners, to tell whether a test added any. Playwright's pages
 * and contexts are Node event emitters, though its types do not say so: without the methods (a
 * later version), undefined, and no tab is shared.
 */
function listenerCounts(...targets: object[]): string | undefined {
  const emitters = targets as Partial<Emitter>[];
  if (emitters.some((emitter) => !emitter.eventNames || !emitter.listenerCount)) return undefined;
  return (emitters as Emitter[])
    .map((emitter) =>
      emitter
        .eventNames()
        .map((event) => `${String(event)}:${emitter.listenerCount(event)}`)
        .sort()
        .join(','),
    )
    .join(' | ');
}

async function openTab(browser: Browser, options: BrowserContextOptions): Promise<OpenTab> {
  const viewport = options.viewport === undefined ? desktopViewport : options.viewport;
  const context = await browser.newContext({ ...options, viewport });
  const problems: string[] = [];
  await context.exposeBinding(cspBinding, (_source, text: string) => {
    problems.push(`${cspViolationPrefix}${text}`);
  });
  await context.addInitScript(reportCspViolations, cspBinding);
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`console.${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // Leaving a page cancels its pending requests; that is not a fault of the page.
    if (reason !== 'net::ERR_ABORTED')
      problems.push(`request failed: ${request.url()} (${reason})`);
  });
  const expected: (string | RegExp)[] = [];
  const isExpected = (problem: string) =>
    expected.some((message) =>
      typeof message === 'string' ? message === problem : message.test(problem),
    );
  const tab: TestPage = {
    page,
    problems,
    expectProblem: (message) => expected.push(message),
    unexpectedProblems: () =>
      problems.filter((problem) => isCspViolation(problem) || !isExpected(problem)),
    close: () => context.close(),
  };
  return {
    tab,
    viewport,
    listeners: listenerCounts(page, context),
    forget: () => {
      problems.length = 0;
      expected.length = 0;
    },
  };
}

/**
 * A plain-text document of the site: a tab waits on it between tests, so that the next test's
 * visit always loads a new document, and nothing of the last test's page runs meanwhile.
 */
const restingPath = '/robots.txt';

/**
 * Makes a tab whose test has ended ready for the next one, as a new visitor would arrive: the
 * page left, no cookies, storage, permissions or routes, nothing seen or declared. Only the
 * browser's cache stays, as a returning visitor's would. False when the test changed the tab in a
 * way this cannot undo (its own listeners, another viewport, a second page) or left the site:
 * then it is closed.
 */
async function recycle(open: OpenTab): Promise<boolean> {
  const { page } = open.tab;
  const context = page.context();
  const origin = page.isClosed() ? 'null' : new URL(page.url()).origin;
  const listeners = listenerCounts(page, context);
  if (
    origin === 'null' ||
    listeners === undefined ||
    context.pages().length !== 1 ||
    listeners !== open.listeners ||
    JSON.stringify(page.viewportSize()) !== JSON.stringify(open.viewport)
  ) {
    return false;
  }
  try {
    await Promise.all([
      page.unrouteAll({ behavior: 'ignoreErrors' }),
      context.unrouteAll({ behavior: 'ignoreErrors' }),
    ]);
    const rest = await page.goto(`${origin}${restingPath}`);
    if (!rest?.ok()) return false;
    await Promise.all([
      context.clearCookies(),
      context.clearPermissions(),
      page.evaluate(() => {
        window.sessionStorage.clear();
        window.localStorage.clear();
      }),
    ]);
  } catch {
    return false;
  }
  open.forget();
  return true;
}

export interface UsePagesOptions {
  /**
   * Hands a tab whose test has ended to the block's next test that asks for the same options,
   * cleared as a new visitor's (see recycle), instead of closing it. The next test's visit
   * loads a new document in the same renderer process, which costs Chromium about 60% of a page
   * in a new context (290 against 460 CPU-ms on a 2-core machine). For blocks whose tests look
   * at and use pages; a test that adds listeners or changes the viewport gets a fresh tab next.
   */
  shareTabs?: boolean;
}

/**
 * Pages for the tests of the enclosing file or block: the returned function opens one (a fresh
 * context, or with `shareTabs` a cleared one). After each test every page it opened is closed or
 * cleared, and the test fails on any problem (console error, page error, failed request) it did
 * not declare with expectProblem, and on any Content-Security-Policy violation: every page a
 * test opens proves the policy holds.
 */
export function usePages(
  browser: () => Browser,
  { shareTabs = false }: UsePagesOptions = {},
): (options?: BrowserContextOptions) => Promise<TestPage> {
  const opened: { key: string; open: OpenTab }[] = [];
  const idle = new Map<string, OpenTab[]>();
  afterEach(async () => {
    const tabs = opened.splice(0);
    const problems = tabs.flatMap(({ open }) => open.tab.unexpectedProblems());
    await Promise.all(
      tabs.map(async ({ key, open }) => {
        if (shareTabs && (await recycle(open))) idle.set(key, [...(idle.get(key) ?? []), open]);
        else await open.tab.close();
      }),
    );
    expect(problems).toEqual([]);
  });
  afterAll(async () => {
    const tabs = [...idle.values()].flat();
    idle.clear();
    await Promise.all(tabs.map((open) => open.tab.close()));
  });
  return async (options = {}) => {
    const key = JSON.stringify(options);
    const open = idle.get(key)?.pop() ?? (await openTab(browser(), options));
    opened.push({ key, open });
    return open.tab;
  };
}

/**
 * Opens a site path and waits until the client entry watches the page's islands: from then on
 * a click, key or submit on an island is answered (held back until its code has hydrated it,
 * then replayed), never lost.
 */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(urlFor(path), { waitUntil: 'load' });
  await page.waitForSelector('html[data-islands="ready"]', { state: 'attached' });
}

/** Once running transitions have ended, axe's serious and critical violations on the page. */
async function seriousAxeViolations(page: Page) {
  // Endless ones (a spinner, typing dots) never end and are left out.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 10_000 },
  );
  // Only the violations come back whole: the passes, which this check never reads, listed every
  // node they matched, and carrying them through Playwright's protocol cost more CPU than axe's
  // own run (the accessibility file: 70 CPU-seconds with them, 46 without).
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
}

/**
 * Runs axe-core (WCAG 2.x A/AA rules) and fails on serious or critical violations. It first lets
 * running transitions end: a dialog fading in is half transparent, and its contrast is not what
 * anyone reads.
 *
 * axe runs in the page itself (legacy mode): the default injects it into every frame, then opens
 * a blank page to merge the frames' results, which took 3 of every 8 seconds here. That merge is
 * only needed for frames from another origin, which axe cannot reach from the page; our pages
 * have none, and the check below fails if one ever appears rather than leave it unchecked.
 */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const pageOrigin = new URL(page.url()).origin;
  const foreignFrames = page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => !url.startsWith('about:') && new URL(url).origin !== pageOrigin);
  expect(foreignFrames).toEqual([]);
  let serious = await seriousAxeViolations(page);
  // A page that changed state during the scan (an autosave greying its buttons on a busy
  // machine) is read in the middle of a transition: a violation that is real is there again.
  if (serious.length > 0) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    serious = await seriousAxeViolations(page);
  }
  const report = serious.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
        .join('\n'),
  );
  expect(report).toEqual([]);
}
