import { AssistantHarness, TestBlog } from '../testing/assistant-harness';

const blog = new TestBlog();

/** Runs the messages and returns every reply's text. */
async function talk(chat: AssistantHarness, messages: readonly string[]): Promise<string[]> {
  const replies: string[] = [];
  for (const message of messages) replies.push((await chat.say(message)).message);
  return replies;
}

describe('people first: what the visitor gave is kept, and never asked for again', () => {
  it('takes a phone number written in words, says it back, and a later request keeps it', async () => {
    const chat = new AssistantHarness(blog);
    const [noted] = await talk(chat, [
      'best number is five oh four, five five five, two two one eight',
    ]);
    expect(noted).toMatch(/I've noted your number, 504-555-2218/);
    expect(noted).not.toMatch(/I want to be sure I answer the right question/);
    const replies = await talk(chat, [
      'Our grandfather left minerals in Caddo Parish and the operator stopped paying after he died',
      'My name is Lou Breaux',
      'could somebody phone me about this?',
    ]);
    const request = replies.at(-1)!;
    expect(request).toMatch(/I already have your .*name \(Lou Breaux\) and phone \(504-555-2218\)/);
    // The account given earlier is the topic: not asked for again.
    expect(request).toMatch(/topic \(/);
    // Contact details alone are no account of the matter: the topic is the story told.
    expect(request).not.toMatch(/topic \(best number/);
    expect(request).not.toMatch(/what would you like to discuss/i);
    expect(request).not.toMatch(/phone number/i);
  });

  it('keeps a number given in Spanish for the request that follows in English', async () => {
    const chat = new AssistantHarness(blog);
    const [spanish, request] = await talk(chat, [
      'Buenas tardes, mi número es cinco cero cuatro, cinco cinco cinco, dos dos uno ocho',
      'I would like someone to call me about an oil lease offer on my land in Lea County',
    ]);
    expect(spanish).toMatch(/Anoté su número, 504-555-2218/);
    expect(request).toMatch(/phone \(504-555-2218\)/);
    expect(request).not.toMatch(/phone number/i);
  });

  it('keeps the e-mail and name given in passing, and asks only for what is missing', async () => {
    const chat = new AssistantHarness(blog);
    const replies = await talk(chat, [
      'Hi, this is Marisol Peña, marisol.pena@example.com. Do you handle title curative in Tarrant County?',
      'great, can I set up a call?',
    ]);
    const request = replies.at(-1)!;
    expect(request).toMatch(/name \(Marisol Peña\)/);
    expect(request).toMatch(/e-mail \(marisol\.pena@example\.com\)/);
  });

  it('hands a request for a person what the visitor gave, as data (AssistantReply.visitorDetails)', async () => {
    const chat = new AssistantHarness(blog);
    await talk(chat, [
      'mi número es cinco cero cuatro, cinco cinco cinco, dos dos uno ocho',
      'We inherited mineral rights in Lea County from our uncle and the operator wants an affidavit of heirship',
      "I'm Ines Duarte",
    ]);
    const reply = await chat.say('can I talk to a real person please');
    expect(reply.wantsPerson).toBe(true);
    expect(reply.visitorDetails).toMatchObject({ name: 'Ines Duarte', phone: '504-555-2218' });
    expect(reply.visitorDetails?.topic).toBeTruthy();
  });
});
