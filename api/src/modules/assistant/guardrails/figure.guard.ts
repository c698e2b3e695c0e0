import { normalize } from '../text/normalize';
import { numberWordDigits } from '../text/number-words';

/** Digits as written: "$12", "340,000", "0.1%", "24" (ranges like 3-5 give 3 and 5). */
const figurePattern = /\$?\d[\d,]*(?:\.\d+)?%?/g;

/** Spelled-out numbers are figures too ("fifteen heirs"); "one" is left out as too common. */
const { one: _tooCommon, ...numberWords } = numberWordDigits;

/** "$340,000" and "340,000" and "340000" are the same figure. */
function canonical(figure: string): string {
  return figure.replace(/[$,%]/g, '').replace(/\.0+$/, '').replace(/\.$/, '');
}

export function figuresIn(text: string): string[] {
  const digits = (text.match(figurePattern) ?? []).map(canonical).filter(Boolean);
  const words = normalize(text)
    .split(' ')
    .filter((w) => w in numberWords);
  return [...digits, ...words];
}

/** Splits a reply into sentences, line by line, keeping spaces and line breaks with each piece. */
export function sentencesOf(text: string): string[] {
  return text.split(/(?<=\n)/).flatMap(sentencesOfLine);
}

const isSentenceEnd = (char: string | undefined) => char === '.' || char === '!' || char === '?';
const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);

/**
 * A sentence runs to a run of . ! ? followed by white space (taken with it), and has at least
 * one character before the run's last mark. A run inside parentheses opened in this sentence and
 * closed later on the line ends none: "(La. R.S. 47:633)" is a citation's abbreviations. One scan,
 * counting the parentheses as it goes, not a lazy pattern: that backtracked quadratically on long
 * runs of marks.
 */
function sentencesOfLine(line: string): string[] {
  const pieces: string[] = [];
  const lastClose = line.lastIndexOf(')');
  let start = 0;
  /** Parentheses opened since `start` and not closed. */
  let open = 0;
  let i = 0;
  while (i < line.length) {
    if (!isSentenceEnd(line[i])) {
      if (line[i] === '(') open += 1;
      else if (line[i] === ')') open -= 1;
      i += 1;
      continue;
    }
    let end = i;
    while (isSentenceEnd(line[end])) end += 1;
    const inCitation = open > 0 && lastClose >= i;
    if (isSpace(line[end]) && end - start >= 2 && !inCitation) {
      while (isSpace(line[end])) end += 1;
      pieces.push(line.slice(start, end));
      start = end;
      open = 0;
    }
    i = end;
  }
  if (start < line.length) pieces.push(line.slice(start));
  return pieces.length > 0 ? pieces : [line];
}

/**
 * The rule that no reply states a number the site does not: every figure in a reply must appear
 * in the published content (pages, facts, blog) or in what the visitor said in this session.
 * Sentences that fail are dropped, so a wrong figure never reaches the widget.
 */
export class FigureGuard {
  /** How many published texts carry each figure: an article removed forgets only its own. */
  private known = new Map<string, number>();
  private knownWords = new Map<string, number>();

  constructor(texts: Iterable<string>) {
    this.learn(texts);
  }

  /** Adds published text (for example new blog articles) to what may be quoted. */
  learn(texts: Iterable<string>): void {
    this.learnFigures([...texts].flatMap(figuresIn));
  }

  /** Adds figures (as `figuresIn` reads them) of published text. */
  learnFigures(figures: readonly string[]): void {
    this.count(figures, 1);
  }

  /** Takes back figures learned before (an article changed or removed). */
  forgetFigures(figures: readonly string[]): void {
    this.count(figures, -1);
  }

  private count(figures: readonly string[], step: 1 | -1): void {
    for (const f of figures) {
      const counts = f in numberWords ? this.knownWords : this.known;
      const next = (counts.get(f) ?? 0) + step;
      if (next > 0) counts.set(f, next);
      else counts.delete(f);
    }
  }

  /** Figures in `text` that are neither published nor in `visitorFigures`. */
  unknownFigures(text: string, visitorFigures: ReadonlySet<string> = new Set()): string[] {
    return figuresIn(text).filter((f) => {
      if (f in numberWords) {
        return (
          !this.knownWords.has(f) && !this.known.has(numberWords[f]!) && !visitorFigures.has(f)
        );
      }
      return !this.known.has(f) && !visitorFigures.has(f);
    });
  }

  /** The reply without any sentence that carries an unknown figure. */
  filter(text: string, visitorFigures?: ReadonlySet<string>): { text: string; removed: string[] } {
    const kept: string[] = [];
    const removed: string[] = [];
    for (const s of sentencesOf(text)) {
      if (this.unknownFigures(s, visitorFigures).length === 0) kept.push(s);
      else removed.push(s.trim());
    }
    return {
      text: kept
        .join('')
        .replace(/[ \t]+\n/g, '\n')
        .trim(),
      removed,
    };
  }
}

/** Figures the visitor typed in this session (their phone, acreage, dates), safe to echo back. */
export function visitorFiguresOf(messages: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const m of messages) for (const f of figuresIn(m)) out.add(f);
  return out;
}
