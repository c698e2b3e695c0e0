import { site } from '@landman/content';
import { AssistantHarness } from './testing/assistant-harness';

/*
 * Places told right and people first (issue 39, points 5 and 6), in the team's own words: a
 * state belongs to what it qualifies, a county name several states share is asked about, a
 * place outside the four states is said to be outside, and a hard moment gets a human sentence.
 */

const assistant = new AssistantHarness();
const ask = (message: string) => assistant.ask(message);

describe('places', () => {
  it('does not refuse a state that only says where a relative lives', async () => {
    const reply = await ask(
      'My brother lives in Arizona, but the royalties we inherited come from a well in Reeves County, Texas',
    );
    expect(reply.message).not.toMatch(/Arizona[^.]*outside/i);
    expect(reply.message).not.toMatch(/Arizona[^.]*(covered|we cover|within)/i);
  });

  it('reads the minerals place, not the home, when the home is outside the four states', async () => {
    const reply = await ask('My mother lived in Iowa and left us minerals in Lea County');
    expect(reply.message).not.toMatch(/Iowa/i);
    expect(reply.links?.map((l) => l.href)).toContain('/locations/hobbs-nm');
  });

  it('asks which state a county name shared by two covered states is in, assuming neither', async () => {
    const reply = await ask('can you do a lease check in Jackson County?');
    expect(reply.message).toMatch(/which state/i);
    expect(reply.message).toMatch(/Oklahoma/);
    expect(reply.message).toMatch(/Texas/);
    expect(reply.message).toMatch(/any other state is outside/i);
    expect(reply.message).not.toMatch(/^Yes\b|is within the area we cover/i);
  });

  it('reads a shared county name in the state the other places of the message are in', async () => {
    const reply = await ask(
      'we have wells near Longview in Cherokee County, can you run title on them?',
    );
    expect(reply.message).not.toMatch(/which state/i);
    const hrefs = (reply.links ?? []).map((l) => l.href);
    expect(hrefs.some((h) => h.startsWith('/locations/oklahoma-city-ok'))).toBe(false);
  });

  it('reads the county named with a basin as the page the land is on, not every page of the basin', async () => {
    const reply = await ask(
      'our minerals sit in Smith County, in the Haynesville play. who can help?',
    );
    const hrefs = (reply.links ?? []).map((l) => l.href.split('#')[0]);
    expect(hrefs).toContain('/locations/tyler-tx');
    expect(hrefs).not.toContain('/locations/shreveport-la');
    expect(reply.message).not.toMatch(/Haynesville is covered from/);
  });

  it('names the state when it confirms a county given without one', async () => {
    const reply = await ask('do you work in Nacogdoches County?');
    expect(reply.message).toMatch(/Nacogdoches County, Texas/);
  });

  it('confirms a place asked about as "an area you work in" before answering the rest', async () => {
    const reply = await ask(
      'is Rusk County an area you work in? my uncle left us a small royalty there',
    );
    expect(reply.message).toMatch(/^Yes, Rusk County[^.]* is within the area we cover\./);
  });

  it('does not read a capital at the start of the sentence as part of a county name', async () => {
    const reply = await ask('Is Grady County somewhere you cover?');
    expect(reply.message).not.toMatch(/Is Grady/);
    expect(reply.message).toMatch(/Grady County/);
  });

  it('says plainly that a state outside the four is outside, whatever else it answers', async () => {
    const reply = await ask(
      'any chance you cover tracts in Arkansas right by the Louisiana border?',
    );
    expect(reply.message).toMatch(/Arkansas[^.]*outside/i);
    expect(reply.message).not.toMatch(/Arkansas is (within|covered)|we cover Arkansas/i);
    expect(reply.message).not.toMatch(/Yes, Arkansas/);
  });
});

describe('people first', () => {
  it.each([
    ['my dad passed away last week and there is a lease offer on his land', /sorry for your loss/i],
    ['my husband is in hospice and an operator wants him to sign a division order', /sorry/i],
    [
      'I am completely overwhelmed by these title papers, no idea where to start',
      /understandable/i,
    ],
    ['the buyer lied to us about the royalty on our lease and I am furious', /sorry/i],
  ])('opens "%s" with one human sentence', async (message, lead) => {
    const reply = await ask(message);
    const [first] = reply.message.split(/(?<=[.!?])\s+/);
    expect(first).toMatch(lead);
    expect(first!.length).toBeLessThan(120);
  });

  it('answers distrust of the trade with what an independent landman is, after the apology', async () => {
    const reply = await ask(
      'landmen are crooks, one of them swindled my mother out of her royalties',
    );
    expect(reply.message).toMatch(/^I'm sorry/);
    expect(reply.message).toMatch(/independent landman/i);
    expect(reply.message.match(/I'm sorry/g)).toHaveLength(1);
  });

  it('gives no condolence for a death long ago', async () => {
    const reply = await ask('my great-grandfather died in 1931 and nobody probated his minerals');
    expect(reply.message).not.toMatch(/sorry for your loss/i);
  });

  it('offers the person channels with the human sentence', async () => {
    const reply = await ask('my wife died last month and I do not understand the royalty letters');
    expect(reply.message).toMatch(/sorry/i);
    expect(reply.message).toContain(site.phone);
  });
});

describe('a person request keeps what the visitor gave', () => {
  it('lists a phone number given up front and never asks for it again', async () => {
    const chat = new AssistantHarness();
    const first = await chat.say(
      'Please have Ellis phone me, I am Dana Price, 430-555-0187, about a pipeline easement in Smith County',
    );
    expect(first.message).toMatch(/phone \(430-555-0187\)/);
    const replies = [first.message];
    for (const answer of ['weekday mornings', 'no', 'yes']) {
      replies.push((await chat.say(answer)).message);
    }
    const asked = replies.slice(1).join('\n');
    expect(asked).not.toMatch(/what phone number|a phone number, if you|a phone will do/i);
    expect(asked).not.toMatch(/what name should/i);
    expect(chat.leads).toHaveLength(1);
    expect(chat.leads[0]).toMatchObject({ name: 'Dana Price', phone: '430-555-0187' });
  });

  it('takes a phone number given in Spanish and tells the desk', async () => {
    const reply = await ask('Necesito que alguien me llame por favor, mi teléfono es 936 555 0101');
    expect(reply.message).toContain('936 555 0101');
    expect(reply.wantsPerson).toBe(true);
  });
});

describe('meeting in person, asked any way', () => {
  const chat = new AssistantHarness();

  it('confirms a covered place, says how meetings are arranged and that the work includes site visits', async () => {
    const reply = await chat.ask(
      'would somebody drive out and look at our ranch near Hobbs before we sign',
    );
    expect(reply.message).toMatch(/^Yes, Hobbs is within the area we cover\./);
    expect(reply.message).toMatch(/by appointment/);
    expect(reply.message).toMatch(/site visits where the matter calls for them/);
    expect(reply.links?.map((l) => l.href)).toContain('/about#engagement');
  });

  it('is the same answer with no place named', async () => {
    const reply = await chat.ask('I would rather sit down face to face than do this by e-mail');
    expect(reply.message).toMatch(/site visits/);
    expect(reply.message).not.toMatch(/within the area we cover/);
  });
});

describe('a legal question written after a death', () => {
  const chat = new AssistantHarness();

  it('points to the estate work, after the human sentence', async () => {
    const reply = await chat.ask(
      'my mother was buried last week and the oil company already sent papers, should we sign them?',
    );
    expect(reply.message).toMatch(/^I'm so sorry for your loss/);
    expect(reply.message).toMatch(/Estate & Heirship may help here/);
    expect(reply.links?.map((l) => l.href)).toContain('/services/estate-heirship');
  });
});
