import { site } from '@landman/content';
import { AssistantHarness } from './testing/assistant-harness';

/**
 * Terms of the trade answered by the passage that defines them, sums about the visitor's own
 * interest pointed to the tool that works them out, complaints acknowledged with a call back,
 * and the office question answered from the site's configuration.
 */
const chat = new AssistantHarness();
const firstLink = async (message: string) => (await chat.ask(message)).links?.[0]?.href;

describe('a question about a term of the trade', () => {
  it('quotes the sentence that defines the term, not a page that only shares its words', async () => {
    const reply = await chat.ask('what is a top lease');
    expect(reply.message).toMatch(/A top lease takes effect only if the existing lease terminates/);
  });

  it('reads "a paper called a top lease, I can\'t make sense of it" as asking what it is', async () => {
    const reply = await chat.ask(
      "a company mailed my dad something called a top lease and he can't make sense of it",
    );
    expect(reply.message).toMatch(/A top lease takes effect only if the existing lease terminates/);
  });

  it('answers what a term is from the FAQ that asks it, over a card that only opens with it', async () => {
    const reply = await chat.ask('explain what an affidavit of heirship is');
    expect(reply.message).toMatch(/^On AOHs \(affidavits of heirship\)/);
    expect(reply.message).toMatch(/A sworn statement/);
  });

  it('compares two terms from the passage that defines one of them', async () => {
    const reply = await chat.ask(
      "what's the difference between net revenue interest and working interest",
    );
    expect(reply.message).toMatch(/Working interest owners share in costs/);
  });

  it('keeps the places of a comparison that is not about the terms', async () => {
    const reply = await chat.ask('forced pooling texas vs oklahoma?');
    expect(reply.message).toMatch(/Texas/);
    expect(reply.message).toMatch(/Oklahoma/);
  });

  it('under the legal guardrail, still says what the site publishes about the term', async () => {
    const reply = await chat.ask(
      'the operator mailed me a division order, am I required to sign it',
    );
    expect(reply.message).toMatch(/attorney/);
    expect(reply.message).toMatch(/A division order confirms your decimal interest/);
  });
});

describe('an agency written by its initials', () => {
  it('reads "OCC" as the Oklahoma Corporation Commission the site names', async () => {
    const reply = await chat.ask('the OCC sent me a pooling application, what happens next?');
    expect(reply.message).toMatch(/default option/);
    expect(reply.links?.[0]?.href).toBe('/locations/oklahoma-city-ok#faq-1');
  });
});

describe('a sum about the visitor’s own interest', () => {
  it.each([
    ['what is my bonus worth', '/tools/lease-offers'],
    ['how much will my monthly check be', '/tools/check-estimate'],
    ['how many net royalty acres do I have', '/tools/net-acres'],
    ['compare two lease offers', '/tools/lease-offers'],
    ['is my decimal right', '/tools/division-order-decimal'],
    ['when will I get my first royalty check in texas', '/tools/texas-royalty-payment-dates'],
    ['can you calculate my net mineral acres, I own 1/4 of 160 acres', '/tools/net-acres'],
  ])('%s: points to %s', async (message, tool) => {
    expect(await firstLink(message)).toBe(tool);
  });

  it('keeps a guardrail and offers the tool beside it', async () => {
    const reply = await chat.ask('how long do I have to elect under my pooling order');
    expect(reply.message).toMatch(/attorney/);
    expect(reply.links?.map((l) => l.href)).toContain('/tools/pooling-election-deadline');
  });

  it.each([
    'how much do you charge to check my decimal',
    'been 2 yrs no royalty check and the company says my interest is in suspense',
    'what is a division order',
  ])('not when the message asks something else: %s', async (message) => {
    expect(await firstLink(message)).not.toMatch(/^\/tools\//);
  });

  it('never says a figure is right or fair', async () => {
    const reply = await chat.ask('is my decimal right');
    expect(reply.message).toMatch(/never appraise/);
  });
});

describe('the production tax rates the check estimate tool starts from', () => {
  it("quotes a state's rate and what lowers it, from the tool that applies it", async () => {
    const reply = await chat.ask(
      'my stub says oklahoma gross production tax was 5% on a new well, is that normal?',
    );
    expect(reply.message).toMatch(/first 36 months of production/);
    expect(reply.links?.map((l) => l.href)).toContain('/tools/check-estimate');
  });

  it("keeps the figures of each state's published rate", async () => {
    const reply = await chat.ask('what does louisiana charge for severance tax on oil');
    expect(reply.message).toMatch(/12\.5%/);
    // The statute's abbreviations inside the parenthesis end no sentence.
    expect(reply.message).toMatch(/\(La\. R\.S\. 47:633\(7\)\(a\)\); wells completed since/);
  });
});

describe('a complaint about us', () => {
  it.each([
    'I e-mailed twice last week and nobody answered',
    'I want to make a complaint about how my request was handled',
    'I left two voicemails on Monday and still no call back, this is ridiculous',
  ])('is acknowledged with an apology, the phone and a call back: %s', async (message) => {
    const reply = await new AssistantHarness().say(message);
    expect(reply.message).toMatch(/sorry/i);
    expect(reply.message).toContain(site.phone);
    expect(reply.message).toMatch(/call you back/);
    expect(reply.message).not.toMatch(/hear back within/);
    expect(reply.message).not.toMatch(/answer the right question/);
    expect(reply.wantsPerson).toBe(true);
  });

  it('about someone else is a question, not a complaint about us', async () => {
    const reply = await new AssistantHarness().say(
      'I called the operator 5 times and nobody answered, what do I do',
    );
    expect(reply.wantsPerson).toBeFalsy();
  });
});

describe('the office', () => {
  it('is described from the site configuration, with no address it does not hold', async () => {
    const reply = await chat.ask('can I walk in to your office');
    expect(reply.message).toMatch(/by appointment/);
    if (!site.profile.address) expect(reply.message).toMatch(/doesn't list an office/);
  });

  it('coming in at a named place is about the office, with the place confirmed', async () => {
    const reply = await chat.ask(
      'any chance there is an office in Longview I could stop by with my papers?',
    );
    expect(reply.message).toMatch(/by appointment/);
    expect(reply.message).toMatch(/Longview/);
  });
});

describe('credentials and years in the trade', () => {
  it.each([
    'you a CPL or anything like that?',
    'how many years has Ellis been doing land work',
    'what certifications does he have',
  ])('"%s" is answered from the profile, never guessed', async (message) => {
    const reply = await chat.ask(message);
    expect(reply.message).not.toMatch(/answer the right question/);
    const { credentials = [], yearsInTrade } = site.profile;
    if (credentials.length === 0 && !yearsInTrade) {
      expect(reply.message).toMatch(/doesn't list certifications or years in the trade/);
    }
    expect(reply.links?.map((l) => l.href)).toContain('/about');
  });

  it('a death certificate is not a credential', async () => {
    const reply = await chat.ask('the operator wants a certified copy of the death certificate');
    expect(reply.message).not.toMatch(/years in the trade/);
  });
});

describe('investment advice', () => {
  it('is outside the practice, whatever else the message names', async () => {
    const reply = await chat.ask('what stock should I buy with my royalty money');
    expect(reply.message).toMatch(/outside what I can help/);
  });

  it('a stock tank is not a stock', async () => {
    const reply = await chat.ask("the operator's trucks tore up my stock tank");
    expect(reply.message).not.toMatch(/outside what I can help/);
  });
});

describe('a comparison the site publishes as a fact', () => {
  it('answers how a lithium lease differs from an oil and gas lease with the published timelines', async () => {
    const reply = await chat.ask('how does a lithium lease compare to an oil and gas lease');
    expect(reply.message).toMatch(/lithium/i);
    expect(reply.message).toMatch(/years/);
    expect(reply.links?.map((l) => l.href)).toContain('/services/lithium-leasing');
  });
});

describe('income taxes on the visitor’s own money', () => {
  it.each([
    'if we sell our royalties, what happens with capital gains?',
    'is the lease bonus check taxable income?',
  ])('"%s" is for a CPA, beside the site’s tax article', async (message) => {
    const reply = await chat.ask(message);
    expect(reply.message).toMatch(/not a tax adviser/);
    expect(reply.links?.map((l) => l.href)).toContain(
      '/blog/stepped-up-basis-depletion-inherited-minerals',
    );
  });

  it('the severance tax a check stub shows is not an income-tax question', async () => {
    const reply = await chat.ask('why does my royalty statement take out severance tax');
    expect(reply.message).not.toMatch(/not a tax adviser/);
  });
});

describe('a thing a section of an article is named for', () => {
  it('is answered from where the section opens, which says what it is', async () => {
    const reply = await chat.ask("my accountant mentioned 'depletion' - what is it?");
    expect(reply.message).toMatch(/Royalty income is reduced by a depletion deduction/);
  });

  it('reads on into the section when its opening paragraph is short', async () => {
    const reply = await chat.ask("a buyer keeps saying 'stepped-up basis', what does that mean?");
    expect(reply.message).toMatch(/fair market value on the date of death/);
  });

  it('quoted from an article about taxes, says who applies it to the visitor', async () => {
    const reply = await chat.ask("my accountant mentioned 'depletion' - what is it?");
    expect(reply.message).toMatch(/a question for a CPA or tax professional\.$/);
  });
});
