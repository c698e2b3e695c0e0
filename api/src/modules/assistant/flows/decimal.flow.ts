import {
  decimalComparison,
  formatDecimal,
  formatQuantity,
  formatRatio,
  parseQuantity,
  royaltyDecimal,
  toolDefinitions,
  toolPath,
  toolsNeverStatement,
  type Exact,
} from '@landman/content';
import { draft, type Draft } from '../answers/draft';
import { chips } from '../answers/suggestions';
import { isCancel, isUnsure, looksLikeQuestion } from './flow.commands';
import { asksDecimal, asksMatch, figuresIn, laysOutDecimal } from './decimal.figures';
import type { DecimalFigures, SessionState } from './session-state';

export interface DecimalTurn {
  state: SessionState;
  /** MessageAnalysis.text: normalised. */
  text: string;
  /** MessageAnalysis.plain: the figures as typed. */
  plain: string;
}

const tool = toolDefinitions['division-order-decimal'];
const toolLink = { label: tool.name, href: toolPath(tool.slug) };

type Figure = NonNullable<DecimalFigures['asking']>;
const order: readonly Figure[] = ['royalty', 'netAcres', 'unitAcres'];

const questions: Record<Figure, string> = {
  royalty:
    'What royalty does your lease give? As the lease states it: 3/16, 1/5, 0.1875 or 18.75%.',
  netAcres:
    'How many net mineral acres do you own in the unit? That is your share of the minerals times the tract acres: half the minerals under 80 acres is 40 net acres.',
  unitAcres:
    'How many acres is the unit (the whole pooled or spacing unit, from the pooling order, the division order or the operator)?',
};
const labels: Record<Figure, string> = {
  royalty: 'Lease royalty',
  netAcres: 'Net mineral acres',
  unitAcres: 'Unit acres',
};

/**
 * A royalty decimal worked out in the chat ("what's my decimal", "does 0.0109375 match?") with
 * the same exact arithmetic as the Division Order Decimal tool (content's royaltyDecimal and
 * decimalComparison, fraction.js): net mineral acres / unit acres x royalty, to the 8 places a
 * division order prints, with the link to the tool. Figures missing are asked for one at a time
 * and kept in the session; "I don't know" points to where each is found and to the tool.
 */
export class DecimalFlow {
  /** The reply when the message asks for a decimal, or answers the flow's question. */
  handle(turn: DecimalTurn): Draft | undefined {
    const { state, text, plain } = turn;
    const open = state.decimal;
    if (open) {
      if (isCancel(text)) {
        delete state.decimal;
        return draft('flow', `No problem, I've set the decimal aside. ${toolPointer}`, {
          links: [toolLink],
          suggestions: [chips.services, chips.person],
        });
      }
      const given = figuresIn(plain, open.asking);
      if (Object.keys(given).length === 0) {
        if (isUnsure(text)) return this.unsure(state);
        // Another question: the decimal waits, the question is answered as usual.
        if (looksLikeQuestion(plain, text) || !/\d/.test(plain)) {
          delete state.decimal;
          return undefined;
        }
      }
      return this.next(state, { ...open, ...given });
    }
    if (!asksDecimal(text) && !asksMatch(text, plain) && !laysOutDecimal(text, plain)) {
      return undefined;
    }
    const given = figuresIn(plain);
    // "Does 0.0109375 match?" after a decimal was worked out here: checked on those figures.
    const named = given.royalty ?? given.netAcres ?? given.unitAcres;
    if (state.decimalWorked && given.ownerDecimal && !named) {
      return this.next(state, { ...state.decimalWorked, ownerDecimal: given.ownerDecimal });
    }
    return this.next(state, given, true);
  }

  /** Checks the figures so far; computes when all are there, else asks for the next one. */
  private next(state: SessionState, figures: DecimalFigures, first = false): Draft {
    const read: Partial<Record<Figure | 'ownerDecimal', Exact>> = {};
    for (const name of [...order, 'ownerDecimal'] as const) {
      const typed = figures[name];
      if (typed === undefined) continue;
      const problem = this.check(name, typed, read);
      if (problem) {
        const { [name]: _dropped, ...kept } = figures;
        const asking = name === 'ownerDecimal' ? missing(kept) : name;
        state.decimal = { ...kept, ...(asking ? { asking } : {}) };
        // The tools' own message about the visitor's figure.
        return draft('flow', asking ? `${problem} ${questions[asking]}` : problem, {
          links: [toolLink],
          suggestions: [],
          facts: [problem],
        });
      }
    }
    if (read.netAcres && read.unitAcres && read.netAcres.compare(read.unitAcres) > 0) {
      const { unitAcres: _dropped, ...kept } = figures;
      state.decimal = { ...kept, asking: 'unitAcres' };
      return draft(
        'flow',
        `Unit acres (${formatQuantity(read.unitAcres)}) can't be smaller than your ${formatQuantity(read.netAcres)} net mineral acres. ${questions.unitAcres}`,
        {
          links: [toolLink],
          suggestions: [],
          facts: [formatQuantity(read.unitAcres), formatQuantity(read.netAcres)],
        },
      );
    }
    const asking = missing(figures);
    if (asking) {
      state.decimal = { ...figures, asking };
      const checking = figures.ownerDecimal
        ? `To check ${figures.ownerDecimal} against your own figures, I'll work the decimal out the way a division order does: net mineral acres / unit acres x royalty.`
        : 'I can work your decimal out here the way a division order does: net mineral acres / unit acres x royalty.';
      const lead = first ? `${checking} ` : '';
      return draft('flow', `${lead}${questions[asking]}`, {
        links: [toolLink],
        suggestions: ["I don't know", 'Never mind'],
        facts: [figures.ownerDecimal ?? ''],
      });
    }
    delete state.decimal;
    const { royalty, netAcres, unitAcres } = figures;
    state.decimalWorked = { royalty, netAcres, unitAcres };
    return computed(read as Record<Figure, Exact>, read.ownerDecimal, figures);
  }

  /** The content tools' reading of one figure: a number, above zero, a share at most 1. */
  private check(
    name: Figure | 'ownerDecimal',
    typed: string,
    read: Partial<Record<Figure | 'ownerDecimal', Exact>>,
  ): string | undefined {
    const label = name === 'ownerDecimal' ? 'The decimal on your division order' : labels[name];
    const parsed = parseQuantity(typed, label);
    if (!parsed.ok) return parsed.message;
    const value = parsed.value;
    if (value.compare(0) <= 0) return `${label} must be more than zero.`;
    if ((name === 'royalty' || name === 'ownerDecimal') && value.compare(1) > 0) {
      return `${label} can't be more than the whole (1, or 100%): ${typed} is above 1. Check whether it was typed upside down.`;
    }
    read[name] = value;
    return undefined;
  }

  private unsure(state: SessionState): Draft {
    delete state.decimal;
    return draft(
      'flow',
      `That's fine: the royalty is in your lease, your net mineral acres come from your deed (your share of the minerals times the tract acres), and the unit acres are in the pooling order or on the division order, or the operator can tell you. With them in hand, ${toolPointer} A free consultation can also go through them with you.`,
      { links: [toolLink], suggestions: [chips.schedule, chips.person] },
    );
  }
}

const toolPointer = `the ${tool.name} tool works the decimal out step by step, for one tract, several, or a well in several units.`;

const missing = (figures: DecimalFigures): Figure | undefined =>
  order.find((name) => figures[name] === undefined);

/** The sum and its working, the comparison when a printed decimal was given, the tool. */
function computed(
  read: Record<Figure, Exact>,
  ownerDecimal: Exact | undefined,
  figures: DecimalFigures,
): Draft {
  const decimal = royaltyDecimal(read.netAcres, read.unitAcres, read.royalty);
  const net = figures.netAcresFrom ? ` (${figures.netAcresFrom})` : '';
  const working = `${formatQuantity(read.netAcres)} net mineral acres${net} / ${formatQuantity(read.unitAcres)} unit acres x ${formatRatio(read.royalty)} royalty = ${formatDecimal(decimal)} (exactly ${formatRatio(decimal)}), to the 8 places a division order prints.`;
  const comparison = decimalComparison(decimal, ownerDecimal).join(' ');
  const message = [
    `From your figures: ${working}`,
    comparison,
    `For several tracts or a well in more than one unit, the ${tool.name} tool shows every step.`,
    toolsNeverStatement,
  ]
    .filter(Boolean)
    .join(' ');
  return draft('flow', message, {
    links: [toolLink],
    suggestions: [chips.schedule, chips.person],
    // The app's own arithmetic on the visitor's figures: its numbers pass the figure check.
    facts: [message, ...Object.values(figures).filter((v): v is string => typeof v === 'string')],
  });
}
