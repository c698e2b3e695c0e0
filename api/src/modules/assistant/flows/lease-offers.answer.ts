import {
  leaseOfferLetters,
  leaseOffers,
  offerFields,
  toolDefinitions,
  toolPath,
  toolsNeverStatement,
} from '@landman/content';
import { draft, type Draft } from '../answers/draft';
import { contactLink } from '../answers/links';
import { chips } from '../answers/suggestions';
import { offerTractIn, offersIn } from './lease-offers.figures';

const tool = toolDefinitions['lease-offers'];

/** The message is about offers made to the visitor, not a lease already signed. */
const aboutOffers = /\b(offers?|offered|offering|options?|proposals?|proposed|bids?)\b/i;

/**
 * Lease offers laid out in the chat ("A = $400/acre, 1/5 royalty, 3 yrs; B = ... on my half of
 * 80 acres"), worked out with the Lease Offers tool's own arithmetic (content's leaseOffers):
 * each offer's total bonus, bonus per year of term, royalty and net royalty acres, side by side.
 * Never which offer to take. Undefined unless the tract and every offer's three figures are read.
 */
export function leaseOffersWorkedOut(plain: string): Draft | undefined {
  // "I signed at $300/acre, 1/4, 3 years; has it expired?" is about a lease, not offers.
  if (!aboutOffers.test(plain)) return undefined;
  const tract = offerTractIn(plain);
  const offers = offersIn(plain);
  if (!tract || !offers || offers.length > leaseOfferLetters.length) return undefined;
  const values: Record<string, string> = { ...tract };
  offers.forEach((offer, i) => {
    const fields = offerFields(leaseOfferLetters[i]!);
    values[fields.bonus] = offer.bonus;
    values[fields.royalty] = offer.royalty;
    values[fields.term] = offer.term;
  });
  const outcome = leaseOffers(values);
  if (outcome.status !== 'done') return undefined;
  const { steps, tables, notes } = outcome.result;
  const acres = steps[0]!;
  const rows = tables[0]!.rows;
  const lines = offers.map((_, i) => {
    const cell = (row: number) => rows[row]![i + 1]!;
    return `Offer ${leaseOfferLetters[i]}: ${cell(1)} in bonus (${cell(0)} per net mineral acre), ${cell(2)} per year over a primary term of ${cell(3)}; royalty ${cell(4)} (${cell(5)}), ${cell(6)} net royalty acres.`;
  });
  const message = [
    `With the ${tool.name} tool's arithmetic on your figures: ${acres.working} = ${acres.result}.`,
    ...lines,
    // The last note: what the figures leave out. The others restate the lines' differences.
    notes[notes.length - 1]!,
    toolsNeverStatement,
  ].join(' ');
  return draft('question', message, {
    links: [{ label: tool.name, href: toolPath(tool.slug) }, contactLink],
    suggestions: [chips.schedule, chips.person],
    // The tool's own arithmetic on the visitor's figures: its figures pass the figure check.
    facts: [message],
  });
}
