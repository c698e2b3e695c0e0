import { normalize } from '../text/normalize';
import { nounsOf } from '../text/english-words';
import { answerNames, quotedTerms } from './distinctive';
import { draft } from './draft';
import { indexTerms } from '../knowledge/index-terms';
import { fixtureBlogDir } from '../../../testing/test-config';
import { AssistantHarness, TestBlog, realArticles } from '../testing/assistant-harness';

/**
 * The subject of a question: a noun that a heading of the site names and few pages mention
 * ("P-4") decides the passage, where the classifier's guess of a service would quote a page
 * that never names it.
 */
const chat = new AssistantHarness();

describe('the distinctive noun of a question', () => {
  it('reads a form name as one word', () => {
    expect(normalize('Who files the P-4 and the w-2?')).toBe('who files the p4 and the w2');
  });

  it('finds the nouns and names of a message with the part-of-speech tagger', () => {
    const nouns = nounsOf('somebody said the operator never filed a P-4, is that allowed');
    expect(nouns).toEqual(['operator', 'p-4']);
  });

  it('counts an acronym as named when the answer spells it out', () => {
    const answer = draft(
      'question',
      'Grants on federal land come from the Bureau of Land Management.',
    );
    const blm = [{ term: 'blm', name: 'Bureau of Land Management' }];
    expect(answerNames(answer, ['blm'], blm)).toBe(true);
    expect(answerNames(answer, ['blm'])).toBe(false);
    expect(answerNames(draft('question', 'Grants come from the land office.'), ['blm'], blm)).toBe(
      false,
    );
  });

  it('takes the words a visitor put in quotes as the thing asked about, not an apostrophe in a word', () => {
    expect(
      quotedTerms(`my CPA said "stepped-up basis" and I don't know what that's about`),
    ).toEqual(indexTerms('stepped-up basis'));
    expect(quotedTerms("someone mentioned 'depletion' to me")).toEqual(indexTerms('depletion'));
    expect(quotedTerms("my dad's lease isn't 'held' by anything, it's old")).toEqual(
      indexTerms('held'),
    );
    expect(quotedTerms("the operator's letter didn't say why")).toEqual([]);
  });

  it('answers a quoted term from the article whose heading names it, not the service a word points to', async () => {
    const reply = await chat.ask(
      "my aunt passed last year and her executor keeps saying 'stepped up basis' about the minerals, what is it?",
    );
    expect(reply.links?.map((l) => l.href)).toContain(
      '/blog/stepped-up-basis-depletion-inherited-minerals',
    );
  });

  it('counts the pages that name a term, in their text or their headings', async () => {
    await chat.indexed();
    expect(chat.knowledge.kb.pagesNaming('p4', 'title')).toBe(1);
    expect(chat.knowledge.kb.pagesNaming('lease')).toBeGreaterThan(3);
  });

  it('answers from the passage that names it, not the page a symptom points to', async () => {
    const reply = await chat.ask(
      'since the sale our royalty has not been paid and the buyer blames a P-4, what is that',
    );
    expect(reply.message).toMatch(/P-4/);
    expect(reply.links?.[0]?.href).toBe('/blog/texas-rrc-p4-p5-operator-filings');
  });

  it('keeps its honest "not sure" when the question names a thing no page mentions', async () => {
    // The test servers' articles: there a page about ranch land names "ranch" in a heading.
    const fixture = new AssistantHarness(new TestBlog(realArticles(fixtureBlogDir)));
    const reply = await fixture.ask(
      'Is there a family cemetery rule when drilling near graves on my ranch?',
    );
    expect(reply.message).toMatch(/not sure/);
    expect(reply.message).not.toMatch(/^From the .* page/);
  });
});
