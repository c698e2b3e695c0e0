import Fraction from 'fraction.js';
import { maxToolFieldLength, tooLongMessage } from './tool-limits';

/** An exact rational number; every tool keeps its figures in this form until it displays them. */
export type Exact = InstanceType<typeof Fraction>;

/**
 * Longest text `exact` reads. Figures written in the code are short; what a visitor types is
 * read by parseQuantity, which refuses anything over maxToolFieldLength with a message. Parsing
 * and every later sum cost more with every digit, so no caller may hand fraction.js more.
 */
const maxExactText = 2 * maxToolFieldLength;

/** An exact number from a figure in the code; throws RangeError for text too long to be one. */
export function exact(value: number | string | bigint): Exact {
  if (typeof value === 'string' && value.length > maxExactText) {
    throw new RangeError(`exact() reads at most ${maxExactText} characters, not ${value.length}.`);
  }
  return new Fraction(value);
}

/** Places a division order prints a decimal to. */
export const decimalPlaces = 8;

const plainNumber = /^\d+(?:\.\d+)?$|^\.\d+$/;
const ratio = /^(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)$/;
const percent = /^(\d+(?:\.\d+)?)\s*%$/;

export type Parsed = { ok: true; value: Exact } | { ok: false; message: string };

/**
 * Reads what a visitor typed: `10`, `1,280.5`, `0.1875`, `3/16`, `18.75%`. Strings go to
 * fraction.js whole, so a typed decimal is kept exactly (0.1 is one tenth, not a binary float).
 */
export function parseQuantity(raw: string, label: string): Parsed {
  const typed = raw.trim();
  // Before any pattern or fraction.js sees it: the cost of exact arithmetic grows with digits.
  if (typed.length > maxToolFieldLength) {
    return { ok: false, message: tooLongMessage(label, typed.length) };
  }
  const text = typed.replace(/,(?=\d{3}\b)/g, '');
  const bad = {
    ok: false as const,
    message: `${label}: enter a number such as 10, 0.1875, 3/16 or 18.75%.`,
  };
  if (plainNumber.test(text)) return { ok: true, value: new Fraction(text) };
  const asRatio = ratio.exec(text);
  if (asRatio) {
    const denominator = new Fraction(asRatio[2]!);
    if (denominator.equals(0)) {
      return { ok: false, message: `${label}: the bottom of a fraction can't be zero.` };
    }
    return { ok: true, value: new Fraction(asRatio[1]!).div(denominator) };
  }
  const asPercent = percent.exec(text);
  if (asPercent) return { ok: true, value: new Fraction(asPercent[1]!).div(100) };
  return bad;
}

/** Half-up rounding of a non-negative or negative exact number, to `places` decimals. */
export function formatFixed(value: Exact, places: number = decimalPlaces): string {
  const negative = value.s < 0n && value.n !== 0n;
  const scale = 10n ** BigInt(places);
  const scaled = value.n * scale;
  let units = scaled / value.d;
  if ((scaled % value.d) * 2n >= value.d) units += 1n;
  const digits = units.toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const fraction = digits.slice(digits.length - places);
  const sign = negative && units !== 0n ? '-' : '';
  return places === 0 ? `${sign}${whole}` : `${sign}${whole}.${fraction}`;
}

/** Thousands separators on the whole part of a formatted number. */
function grouped(fixed: string): string {
  const [whole = '', fraction] = fixed.replace('-', '').split('.');
  let withCommas = '';
  for (let end = whole.length; end > 0; end -= 3) {
    const group = whole.slice(Math.max(0, end - 3), end);
    withCommas = withCommas === '' ? group : `${group},${withCommas}`;
  }
  const sign = fixed.startsWith('-') ? '-' : '';
  return fraction === undefined ? `${sign}${withCommas}` : `${sign}${withCommas}.${fraction}`;
}

/** A decimal interest as a division order prints it: 8 places, half-up. */
export const formatDecimal = (value: Exact): string => formatFixed(value, decimalPlaces);

/** Dollars and cents, half-up at the cent: `$1,234.57`, `-$3.10`. */
export function formatMoney(value: Exact): string {
  const fixed = grouped(formatFixed(value, 2));
  return fixed.startsWith('-') ? `-$${fixed.slice(1)}` : `$${fixed}`;
}

/** `2.50000000` -> `2.5`, `10.00000000` -> `10`: a scan, not a backtracking pattern. */
function withoutTrailingZeros(fixed: string): string {
  if (!fixed.includes('.')) return fixed;
  let end = fixed.length;
  while (fixed[end - 1] === '0') end -= 1;
  if (fixed[end - 1] === '.') end -= 1;
  return fixed.slice(0, end);
}

/** Acres and volumes: up to 8 places, trailing zeros dropped (`10`, `2.5`, `0.00292969`). */
export function formatQuantity(value: Exact): string {
  const fixed = formatFixed(value, decimalPlaces);
  return grouped(withoutTrailingZeros(fixed));
}

/** A percentage to at most 4 places: `18.75%`. */
export function formatPercent(value: Exact): string {
  const fixed = formatFixed(value.mul(100), 4);
  return `${withoutTrailingZeros(fixed)}%`;
}

/** The exact fraction, lowest terms (`3/2048`), for the written-out steps. */
export const formatRatio = (value: Exact): string => value.toFraction();
