import { boundedMemo } from './bounded-memo';

/**
 * Words only automated clients put in their user agent: search and social crawlers, link
 * previewers, monitors, headless browsers, HTTP libraries. `isbot` is not in the lockfile; this
 * rule covers the same families by their tell-tale words rather than by a list of names.
 */
const crawlerWords =
  /bot\b|bot[/_-]|crawl|spider|slurp|scrape|fetch|preview|monitor|uptime|headless|lighthouse|pagespeed|phantomjs|selenium|puppeteer|playwright|python|curl\/|wget|httpclient|okhttp|go-http|java\/|axios|node-fetch|undici|libwww|facebookexternalhit|embedly|whatsapp|telegram|discord|slack|feed|rss|validator|check|archive|yandex|baidu|bingpreview|mediapartners|adsbot|google-inspectiontool|apis-google|ia_archiver/i;

function judged(userAgent: string): boolean {
  // Every browser a person uses announces itself as Mozilla/5.0 (or Opera).
  if (!/^(Mozilla\/|Opera\/)/.test(userAgent)) return true;
  return crawlerWords.test(userAgent);
}

/**
 * Verdicts by user agent, in memory only (never stored): this runs before every request is
 * served, and a site's visitors use a few hundred browsers, so a lookup replaces the rule's
 * long test.
 */
const verdictOf = boundedMemo(judged, 1_000, 512);

/** True for a crawler, a script or an empty user agent: none of them is a person. */
export function isCrawler(userAgent: string | undefined): boolean {
  if (!userAgent || userAgent.length < 10) return true;
  return verdictOf(userAgent);
}
