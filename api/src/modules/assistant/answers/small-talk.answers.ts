import { site } from '@landman/content';
import { draft, type Draft } from './draft';
import { contactLink } from './links';
import { chips, defaultSuggestions } from './suggestions';

export function greetingAnswer(): Draft {
  return draft(
    'greeting',
    'Hi! I can answer questions about our services and the areas we cover, help schedule a consultation, or take your project details for a quote. What can I help with?',
    { suggestions: defaultSuggestions },
  );
}

export function thanksAnswer(): Draft {
  return draft('thanks', "You're welcome. Is there anything else I can help with?", {
    suggestions: defaultSuggestions,
  });
}

export function goodbyeAnswer(): Draft {
  return draft(
    'goodbye',
    `Thanks for stopping by. If anything comes up, I'm here, or you can reach ${site.name} at ${site.email}.`,
    { links: [contactLink], suggestions: [chips.schedule, chips.quote] },
  );
}

export function nothingToCancelAnswer(): Draft {
  return draft('cancel', "There's nothing in progress to cancel. What else can I help with?", {
    suggestions: defaultSuggestions,
  });
}
