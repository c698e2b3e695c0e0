import { site } from '@landman/content';
import { findPhone } from '../entities/phone-number';
import { draft, type Draft } from './draft';
import { contactLink, serviceLink } from './links';
import { chips, defaultSuggestions } from './suggestions';

/*
 * Replies to how a message was said. Each is short, calm and ends with a way to a person; none
 * repeats the visitor's words back or quotes a page that has nothing to do with the message.
 */

const reach = `${site.phone} or ${site.email}`;

/** An attempt to change the rules: the same rules hold for everyone; normal help is offered. */
export const injectionLead =
  'I keep to the same rules for every visitor: I only say what the site publishes, and I never share my instructions or anything other visitors have sent.';

export function injectionAnswer(): Draft {
  return draft(
    'prompt-injection',
    `${injectionLead} I can help with questions about land and mineral work, the areas we cover, or setting up a consultation.`,
    { suggestions: defaultSuggestions },
  );
}

/** Before the answer to the rest of an abusive or unhappy message. */
export function unhappyLead(kind: 'abuse' | 'complaint'): string {
  return kind === 'abuse'
    ? "I'm sorry this has been frustrating."
    : "I'm sorry about that, and I understand the frustration.";
}

/** An abusive or unhappy message with nothing else asked: acknowledge, apologise, offer a person. */
export function unhappyAnswer(kind: 'abuse' | 'complaint'): Draft {
  return draft(
    kind,
    `${unhappyLead(kind)} If something went wrong with us, ${site.name} wants to hear it directly: call ${reach}, or leave your name and number here and he will call you back. If there is a question about your minerals, a lease or a project, I'm glad to help with it.`,
    { links: [contactLink], suggestions: [chips.person, chips.schedule] },
  );
}

const inheritance = /hered|herencia|herederos?|muri[oó]|falleci|padre|madre|esposo|difunt/i;
const royalties = /regal[ií]as|cheques|pagos|pozo|petr[oó]leo|gas/i;

/**
 * A message in Spanish: a short reply in Spanish saying what the consultant does and how to
 * reach him, with the topic recognised when the message names inherited minerals or royalties.
 */
export function spanishAnswer(message: string): Draft {
  const topic = inheritance.test(message)
    ? ' Veo que se trata de minerales heredados: documentar a los herederos y lograr que se liberen las regalías es parte del trabajo de Ellis (Estate & Heirship).'
    : royalties.test(message)
      ? ' Veo que se trata de regalías: localizar y recuperar regalías retenidas es parte del trabajo de Ellis (Suspense Minerals).'
      : '';
  const link = inheritance.test(message)
    ? [serviceLink('estate-heirship')]
    : royalties.test(message)
      ? [serviceLink('suspense-minerals')]
      : [];
  // A number given in any language is taken: kept for the request, and the desk is told.
  const phone = findPhone(message);
  const taken = phone
    ? ` Anoté su número, ${phone}, y se lo paso a ${site.name} para que le llame.`
    : '';
  const takenInEnglish = phone ? ` your number, ${phone}, is noted for a call back;` : '';
  return draft(
    'foreign-language',
    `Gracias por escribir.${taken} Este asistente responde en inglés, pero podemos ayudarle: ${site.name} es landman independiente en Texas, Oklahoma, Nuevo México y Luisiana (títulos, arrendamientos, herencias y regalías).${topic} Puede llamar al ${site.phone} o escribir a ${site.email}; recibirá respuesta en 24 horas o menos. (In English: this assistant answers in English;${takenInEnglish} call ${reach}.)`,
    { links: [...link, contactLink], suggestions: [chips.person, chips.schedule] },
  );
}

/** Another language the assistant does not read: say so plainly, in English, with the contacts. */
export function otherLanguageAnswer(): Draft {
  return draft(
    'foreign-language',
    `I'm sorry, I can only read and answer messages in English (and a little Spanish). ${site.name} can be reached at ${reach}; you'll hear back within ${site.replyTime}.`,
    { links: [contactLink], suggestions: [chips.person] },
  );
}
