/**
 * Lets streamed text through one finished sentence at a time, and only sentences `check`
 * accepts (it returns the cleaned sentence, or undefined to drop it). A figure or conclusion the
 * rules forbid is dropped before the visitor sees it, while accepted text still streams live.
 */
export class SentenceGate {
  private buffer = '';
  private readonly kept: string[] = [];
  private rejected = 0;

  constructor(private readonly check: (sentence: string) => string | undefined) {}

  /** Adds streamed text; returns the sentences it completed and that passed. */
  push(text: string): string[] {
    this.buffer += text;
    const out: string[] = [];
    let end: RegExpExecArray | null;
    // A sentence ends at . ! ? followed by white space, or at a line break; "0.1%" does not end one.
    while ((end = /[.!?]["”’)]?(?=\s)|\n/.exec(this.buffer))) {
      const sentence = this.buffer.slice(0, end.index + end[0].length);
      this.buffer = this.buffer.slice(end.index + end[0].length).replace(/^\s+/, '');
      out.push(...this.take(sentence));
    }
    return out;
  }

  /** The last, unterminated sentence, once the stream has ended. */
  flush(): string[] {
    const rest = this.buffer;
    this.buffer = '';
    return this.take(rest);
  }

  get text(): string {
    return this.kept.join(' ').trim();
  }

  get rejectedCount(): number {
    return this.rejected;
  }

  private take(sentence: string): string[] {
    if (!sentence.trim()) return [];
    const trimmed = this.check(sentence.trim())?.trim();
    if (!trimmed) {
      this.rejected += 1;
      return [];
    }
    const piece = this.kept.length > 0 ? ` ${trimmed}` : trimmed;
    this.kept.push(trimmed);
    return [piece];
  }
}
