/**
 * How fast the chat opens on a phone: from the tap on the launcher to the message box visible,
 * under Lighthouse's mobile conditions applied through the Chrome DevTools protocol (slow 4G as
 * DevTools throttles it: 562.5 ms latency, 1.47 Mbit/s down, 675 kbit/s up; CPU 4x slower), in
 * a fresh browser context per run (nothing cached). Also the gzipped JavaScript the chat needs:
 * every script fetched after the page settled, whenever it was fetched (ahead of the tap, on
 * intent or after the tap), and of it what the tap itself waited for. Called by
 * lighthouse-bench.mjs.
 *
 * The time is read three ways. `ms` runs on the page's own clock, from the pointerdown of the tap
 * or click to the first frame painted with a message box laid out: what the visitor waits before
 * typing (on a tap before the chat's code, the shell's box: src/features/chat/chat-shell.ts).
 * `readyMs` is the same for the panel itself, once React and the chat have loaded.
 * `driverMs` is what the test driver saw, from asking Playwright to tap to its seeing the box;
 * it adds Playwright's own work before the tap (actionability checks over two animation frames)
 * and its polling after, both slowed 4x with the page.
 *
 * Three ways in: a touch tap with no sign of life before it (a phone: the tap is the first
 * sign, so the chat is fetched after it); a pointer that rests on the launcher before the click
 * (a desktop: the chat is fetched on intent); and a phone visitor who scrolls the page first,
 * reads for a few seconds, then taps (the chat is fetched ahead, once the browser is idle after
 * the scroll: src/islands/fetch-ahead.ts).
 */
import { chromium } from 'playwright-core';

const slow4g = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const cpuSlowdown = 4;
/** How long a desktop pointer rests on the launcher before the click. */
const hoverMs = 600;
/** How long the scrolling phone visitor reads before tapping the launcher. */
const readMs = 5000;
/** The ways in, in the order they are printed. */
export const waysIn = ['tap', 'hover-then-click', 'scroll-then-tap'];

async function openOnce(browser, baseUrl, way) {
  const phone = way !== 'hover-then-click';
  const context = await browser.newContext({
    viewport: phone ? { width: 390, height: 844 } : { width: 1440, height: 900 },
    hasTouch: phone,
    isMobile: phone,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', slow4g);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  // Each script fetched once the page settled, by when it was asked for: ahead (after the
  // scroll, before any intent), on intent (the pointer resting on the launcher) or after the tap.
  const scripts = new Map();
  let phase = 'page';
  cdp.on('Network.requestWillBeSent', (event) => {
    if (phase !== 'page' && event.type === 'Script')
      scripts.set(event.requestId, { phase, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const script = scripts.get(event.requestId);
    if (script) script.bytes = event.encodedDataLength;
  });
  try {
    await page.goto(`${baseUrl}/`, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForSelector('html[data-islands="ready"]', { state: 'attached' });
    const launcher = page.getByRole('button', { name: 'Chat with the Land Services Assistant' });
    await launcher.waitFor();
    const box = page.getByPlaceholder('Type your message...');
    await page.evaluate(watchChatOpen);
    let start;
    if (way === 'scroll-then-tap') {
      phase = 'ahead';
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(readMs);
      phase = 'tap';
      start = performance.now();
      await launcher.tap();
    } else if (phone) {
      phase = 'tap';
      start = performance.now();
      await launcher.tap();
    } else {
      phase = 'intent';
      await launcher.hover();
      await page.waitForTimeout(hoverMs);
      phase = 'tap';
      start = performance.now();
      await launcher.click();
    }
    await box.waitFor({ state: 'visible', timeout: 60_000 });
    const driverMs = performance.now() - start;
    const ms = await page.waitForFunction(() => window.chatOpenMs, null, { polling: 50 });
    await page.getByTestId('chat-panel').getByPlaceholder('Type your message...').waitFor();
    const readyMs = await page.waitForFunction(() => window.chatReadyMs, null, { polling: 50 });
    // Scripts the panel still fetches after it showed belong to its first open too.
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const kbOf = (wanted) =>
      [...scripts.values()]
        .filter((script) => wanted.includes(script.phase))
        .reduce((sum, script) => sum + script.bytes, 0) / 1024;
    return {
      ms: await ms.jsonValue(),
      readyMs: await readyMs.jsonValue(),
      driverMs,
      kb: kbOf(['ahead', 'intent', 'tap']),
      afterTapKb: kbOf(['tap']),
    };
  } finally {
    await context.close();
  }
}

/**
 * Runs in the page: sets window.chatOpenMs to the time from the first pointerdown to the first
 * frame painted with a message box laid out (the shell's, on a tap before the chat's code:
 * src/features/chat/chat-shell.ts), and window.chatReadyMs to the same for the panel itself
 * (a task queued from a frame's animation callback runs once that frame is painted).
 */
function watchChatOpen() {
  let tappedAt;
  window.addEventListener('pointerdown', (event) => (tappedAt ??= event.timeStamp), {
    capture: true,
    passive: true,
  });
  const shown = (selector) => {
    const box = document.querySelector(selector);
    return box !== null && box.getClientRects().length > 0;
  };
  const marks = [
    ['chatOpenMs', 'textarea[placeholder="Type your message..."]'],
    ['chatReadyMs', '[data-testid="chat-panel"] textarea'],
  ];
  const observer = new MutationObserver(() => {
    if (tappedAt === undefined) return;
    for (const [name, selector] of marks) {
      if (window[name] !== undefined || window[`${name}Pending`] || !shown(selector)) continue;
      window[`${name}Pending`] = true;
      requestAnimationFrame(() =>
        setTimeout(() => {
          window[name] = performance.now() - tappedAt;
        }),
      );
    }
    if (marks.every(([name]) => window[`${name}Pending`])) observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
}

const medianOf = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Median of `runs` opens for each way in: { way, ms, readyMs, driverMs, kb, afterTapKb }[],
 * kb being all the chat's JavaScript (ahead, on intent and after the tap, as sent: compressed)
 * and afterTapKb what was fetched after the tap.
 */
export async function measureChatOpen(baseUrl, { runs = 3, chromePath, chromeArgs }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
  try {
    const rows = [];
    for (const way of waysIn) {
      const results = [];
      for (let run = 0; run < runs; run += 1) results.push(await openOnce(browser, baseUrl, way));
      rows.push({
        way,
        ms: Math.round(medianOf(results.map((r) => r.ms))),
        readyMs: Math.round(medianOf(results.map((r) => r.readyMs))),
        driverMs: Math.round(medianOf(results.map((r) => r.driverMs))),
        kb: Number(medianOf(results.map((r) => r.kb)).toFixed(1)),
        afterTapKb: Number(medianOf(results.map((r) => r.afterTapKb)).toFixed(1)),
      });
      console.error(`measured the chat's first open (${way})`);
    }
    return rows;
  } finally {
    await browser.close();
  }
}
