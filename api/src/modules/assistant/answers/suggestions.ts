import { locationPage, type LocationSlug, type ServiceSlug } from '@landman/content';

/**
 * Quick replies the widget shows as chips. Each one is a message the assistant understands when
 * the visitor taps it (a test sends every chip back through the assistant).
 */
export const chips = {
  schedule: 'Schedule a call',
  quote: 'Request a quote',
  turnaround: 'Lease check turnaround',
  services: 'What services do you offer?',
  coverage: 'Where do you work?',
  person: 'Talk to a person',
  consultation: 'Schedule a free consultation',
  pricing: 'How does pricing work?',
  revenueSearch: 'Free revenue search',
} as const;

export const defaultSuggestions: readonly string[] = [
  chips.schedule,
  chips.quote,
  chips.turnaround,
  chips.services,
];

export function serviceSuggestions(slug: ServiceSlug): string[] {
  const extra =
    slug === 'lease-checks'
      ? chips.turnaround
      : slug === 'suspense-minerals'
        ? chips.revenueSearch
        : chips.pricing;
  return [chips.schedule, chips.quote, extra];
}

export function placeSuggestions(slug?: LocationSlug): string[] {
  return slug
    ? [`Services in ${locationPage(slug).city}`, chips.schedule, chips.quote]
    : [chips.services, chips.schedule, chips.quote];
}

/** A chip's label as the visitor sent it back (case, spacing and punctuation aside). */
export function sameLabel(label: string, text: string): boolean {
  const norm = (t: string) =>
    t
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return norm(label) === norm(text);
}
