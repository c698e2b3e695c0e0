import { contactLimits } from '@landman/content';
import { answerAwayStep, awayLines, startAwayMessage } from './away-message.steps';

describe('taking a message step by step', () => {
  it('reads a name said in a sentence, and refuses digits or an address in its place', () => {
    expect(answerAwayStep({ step: 'name' }, 'My name is Dana Pruitt.')).toEqual({
      kind: 'ask',
      state: { step: 'contact', name: 'Dana Pruitt' },
      say: awayLines.askContact('Dana Pruitt'),
    });
    for (const bad of ['', '42', 'dana@example.com', 'a'.repeat(contactLimits.name + 1)])
      expect(answerAwayStep({ step: 'name' }, bad)).toMatchObject({
        kind: 'ask',
        state: { step: 'name' },
      });
  });

  it('takes an e-mail address or a phone number (or both) from the answer, checked by the form rules', () => {
    const state = { step: 'contact' as const, name: 'Dana' };
    expect(answerAwayStep(state, 'write to <dana@example.com>, thanks')).toMatchObject({
      state: { step: 'message', email: 'dana@example.com' },
    });
    expect(answerAwayStep(state, 'call (903) 555-0100 or dana@example.com')).toMatchObject({
      state: { step: 'message', email: 'dana@example.com', phone: '(903) 555-0100' },
    });
    expect(answerAwayStep(state, 'dana@example')).toMatchObject({ state: { step: 'contact' } });
    expect(answerAwayStep(state, 'no thanks')).toEqual({
      kind: 'cancelled',
      say: awayLines.cancelled,
    });
    expect(answerAwayStep(state, 'just text me')).toMatchObject({ state: { step: 'contact' } });
  });

  it('completes with the message, within the form limit', () => {
    const state = { step: 'message' as const, name: 'Dana', phone: '903 555 0100' };
    expect(answerAwayStep(state, 'x'.repeat(contactLimits.message + 1))).toMatchObject({
      kind: 'ask',
      state,
    });
    expect(answerAwayStep(state, 'Please call about my lease.')).toEqual({
      kind: 'complete',
      details: { name: 'Dana', phone: '903 555 0100', message: 'Please call about my lease.' },
    });
  });
});

describe('starting a message with what the chat already has', () => {
  it('asks for nothing the visitor gave earlier: name, number and topic are said back', () => {
    const start = startAwayMessage({
      name: 'Toni Guidry',
      phone: '504-555-2218',
      topic: 'Royalties in Lafourche Parish',
    });
    expect(start.state).toEqual({
      step: 'message',
      name: 'Toni Guidry',
      phone: '504-555-2218',
      topic: 'Royalties in Lafourche Parish',
    });
    expect(start.say).toContain('your name (Toni Guidry), your number (504-555-2218)');
    expect(start.say).not.toMatch(/What's your name|phone number or e-mail/);
    // "Send it": the account given earlier is the message.
    expect(answerAwayStep(start.state, 'send it')).toMatchObject({
      kind: 'complete',
      details: {
        name: 'Toni Guidry',
        phone: '504-555-2218',
        message: 'Royalties in Lafourche Parish',
      },
    });
  });

  it('with only a number, asks the name and then goes straight to the message', () => {
    const start = startAwayMessage({ phone: '504-555-2218' });
    expect(start.say).toMatch(/I already have your number \(504-555-2218\)\. What's your name\?/);
    expect(answerAwayStep(start.state, 'Toni Guidry')).toEqual({
      kind: 'ask',
      state: { step: 'message', name: 'Toni Guidry', phone: '504-555-2218' },
      say: awayLines.askMessage,
    });
  });

  it('with nothing given, starts as before', () => {
    expect(startAwayMessage({})).toEqual({ state: { step: 'name' }, say: awayLines.start });
  });
});
