/**
 * A sentence that introduces what follows it: a list ("They commonly include:") or the sections
 * below ("These are the red flags I look for before a buyer closes."). Quoted alone, it promises
 * what it does not give.
 */
export const announces = (sentence: string): boolean =>
  sentence.endsWith(':') ||
  /^(these|here) (are|is)\b|\b(as follows|the following|below)[.:]?$/i.test(sentence.trim());

/** How an article's summary lists the sections it announces (blogPassages writes it). */
export const sectionsLead = 'The article goes through:';

/** The list of sections added to a summary: it follows the line that announces it, never leads. */
export const isSectionList = (sentence: string): boolean => sentence.startsWith(sectionsLead);
