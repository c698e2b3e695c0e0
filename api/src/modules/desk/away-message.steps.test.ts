import { contactLimits } from '@landman/content';
import { answerAwayStep, awayLines } from './away-message.steps';

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
