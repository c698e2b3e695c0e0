import { isCrawler } from './crawler-user-agent';
import { deviceClass } from './device-class';

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const ipad =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const androidTablet =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const headless =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';
/** Longer than the verdicts kept in memory: judged every time. */
const long = (agent: string) => `${agent} ${'x'.repeat(600)}`;

describe('user agents: crawler or person, and the device class', () => {
  it.each([
    ['a desktop browser', chrome, false],
    ['a phone', iphone, false],
    ['a search crawler', googlebot, true],
    ['a headless browser', headless, true],
    ['a script', 'curl/8.5.0', true],
    ['an HTTP library with a browser-like start', 'Mozilla/5.0 python-requests/2.32', true],
    ['no user agent', undefined, true],
    ['a long browser user agent', long(chrome), false],
    ['a long crawler user agent', long(googlebot), true],
  ])('%s: the same verdict every time it is asked', (_name, agent, crawler) => {
    for (let asked = 0; asked < 3; asked += 1) expect(isCrawler(agent)).toBe(crawler);
  });

  it.each([
    [chrome, 'desktop'],
    [iphone, 'mobile'],
    [ipad, 'tablet'],
    [androidTablet, 'tablet'],
    [long(iphone), 'mobile'],
  ])('%s is a %s, every time it is asked', (agent, device) => {
    for (let asked = 0; asked < 3; asked += 1) expect(deviceClass(agent)).toBe(device);
  });

  it('keeps judging each agent by its own words when many are seen (the memory is bounded)', () => {
    for (let n = 0; n < 3_000; n += 1) {
      expect(isCrawler(`${chrome} Build/${n}`)).toBe(false);
      expect(isCrawler(`${googlebot} Build/${n}`)).toBe(true);
      expect(deviceClass(`${iphone} Build/${n}`)).toBe('mobile');
    }
    expect(isCrawler(chrome)).toBe(false);
    expect(deviceClass(ipad)).toBe('tablet');
  });
});
