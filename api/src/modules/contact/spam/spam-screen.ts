import { type LeadChannel } from '../lead-channel';
import { type TokenCheck } from './form-token';

/** What the screen reads from a lead: what the visitor typed, and how it arrived. */
export interface ScreenedLead {
  channel: LeadChannel;
  token: TokenCheck;
  name: string;
  company: string | null;
  message: string;
}

export interface SpamVerdict {
  score: number;
  reasons: string[];
  suspicious: boolean;
}

export interface SpamScreenOptions {
  /** A form posted sooner than this after it was served is a bot's. */
  minFillMs: number;
}

/** At this score a lead is marked suspicious: stored, flagged to the consultant, not acknowledged. */
export const suspiciousScore = 3;

/** Tokens older than this came from a page left open for a day: slightly odd, not damning. */
const staleTokenMs = 24 * 60 * 60 * 1000;

const linkPattern =
  /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|net|org|ru|cn|xyz|top|info|biz)\/\S*/gi;

/**
 * Scripts nobody writes a Texas, Oklahoma, New Mexico or Louisiana land inquiry in. A weak
 * signal only: it adds to the score, never decides alone.
 */
const foreignScript =
  /[\p{Script=Cyrillic}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Arabic}\p{Script=Thai}]/gu;

/**
 * Scores a lead on signals beyond the honeypot. Each signal adds points; none alone but a
 * forged or instant form reaches the threshold, so a real visitor who pastes one link or
 * writes a few words in another script is still served.
 */
export function screenLead(lead: ScreenedLead, options: SpamScreenOptions): SpamVerdict {
  const reasons: [number, string][] = [];
  const add = (points: number, reason: string) => reasons.push([points, reason]);

  const { token } = lead;
  if (token.state === 'forged') add(3, 'form token forged or altered');
  if (token.state === 'valid' && token.ageMs < options.minFillMs)
    add(3, `form sent ${(token.ageMs / 1000).toFixed(1)} s after it was served`);
  if (token.state === 'valid' && token.ageMs > staleTokenMs) add(1, 'form token over a day old');
  // API clients need no token; the site's own form always has one once its script ran.
  if (token.state === 'missing' && lead.channel === 'form') add(1, 'form sent without a token');

  const links = lead.message.match(linkPattern)?.length ?? 0;
  if (links >= 6) add(3, `${links} links in the message`);
  else if (links >= 3) add(2, `${links} links in the message`);
  else if (links === 2) add(1, '2 links in the message');
  if ((`${lead.name} ${lead.company ?? ''}`.match(linkPattern)?.length ?? 0) > 0)
    add(2, 'a link in the name or company');

  const text = `${lead.name} ${lead.message}`;
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const foreign = text.match(foreignScript)?.length ?? 0;
  if (letters > 0 && foreign / letters > 0.3) add(1, 'written mostly in a non-Latin script');

  const score = reasons.reduce((sum, [points]) => sum + points, 0);
  return {
    score,
    reasons: reasons.map(([, reason]) => reason),
    suspicious: score >= suspiciousScore,
  };
}
