import { toolList, toolPath, toolsNeverStatement, type ToolDefinition } from '@landman/content';
import { indexTerms } from '../knowledge/index-terms';
import type { AnswerContext } from './answer-context';
import { draft, type Draft } from './draft';
import { chips } from './suggestions';

/**
 * "What is my bonus worth", "how much will my check be", "is my decimal right": sums about the
 * visitor's own interest, which the owner tools under /tools work out step by step. A tool is
 * pointed to when the message asks about the visitor's own figures (or asks for a sum) and
 * matches one of the questions the tool's catalog entry says it answers.
 */
const ownFigures =
  /\b(my|our|mine|i|we|me)\b|\b(calculate|calculator|compute|work out|figure out|estimate|convert|compare|comparison|side by side)\b/;

/** The message asks for a sum or a date: the tool is the answer. */
const sumAsked =
  /\b(how much|how many|worth(?! (it|the (money|cost|fee|price|time|trouble))|paying|doing|hiring|getting)|calculate|calculated|calculator|compute|computed|work out|worked out|figure out|figured|estimate|convert|compare|comparison|side by side|when (should|will|would|do|does|is)|how long)\b/;
/** The message asks whether a figure it has is right: the site's answer, then the tool. */
const checkAsked =
  /\b(right|correct|wrong|off|accurate|too (low|high|small)|should be (higher|lower|more|less|bigger))\b/;

export interface ToolAsked {
  tool: ToolDefinition;
  /** A sum asked for ("how much will my check be") or a figure to check ("is my decimal right"). */
  asks: 'sum' | 'check';
}

/** Words of the catalog's questions that say nothing about which sum is asked for. */
const filler = new Set(indexTerms('how what is are do does i my our much many will be get own'));

interface QuestionForm {
  tool: ToolDefinition;
  terms: Set<string>;
}

const forms: readonly QuestionForm[] = toolList.flatMap((tool) =>
  [...tool.questions, tool.title, tool.seo.title].map((q) => ({
    tool,
    terms: new Set(indexTerms(q).filter((t) => !filler.has(t))),
  })),
);

/** Enough shared words to be the same question: two at least, and most of one side's words. */
const minShared = 2;
const minShareOfForm = 0.75;
const minShareOfMessage = 0.6;

export function toolAsked(ctx: AnswerContext): ToolAsked | undefined {
  const text = ctx.analysis.text;
  const asks = sumAsked.test(text) ? 'sum' : checkAsked.test(text) ? 'check' : undefined;
  if (!asks || !ownFigures.test(text)) return undefined;
  const asked = [...new Set(indexTerms(ctx.analysis.text))].filter((t) => !filler.has(t));
  if (asked.length === 0) return undefined;
  let best: { tool: ToolDefinition; fit: number } | undefined;
  for (const form of forms) {
    const shared = asked.filter((t) => form.terms.has(t)).length;
    if (shared < minShared) continue;
    const ofForm = shared / form.terms.size;
    const ofMessage = shared / asked.length;
    if (ofForm < minShareOfForm && ofMessage < minShareOfMessage) continue;
    // More shared words first; the shares break ties.
    const fit = shared + (ofForm + ofMessage) / 2;
    if (!best || fit > best.fit) best = { tool: form.tool, fit };
  }
  return best && { tool: best.tool, asks };
}

/** The tool's own words for what it works out, its link, and what it never does. */
export function toolAnswer(tool: ToolDefinition): Draft {
  return draft(
    'question',
    `The ${tool.name} tool works that out with you: ${tool.intro} ${toolsNeverStatement}`,
    {
      links: [{ label: tool.name, href: toolPath(tool.slug) }],
      suggestions: [chips.schedule, chips.person],
    },
  );
}

/** A guardrail's answer (no market figure is quoted) with the tool that does the arithmetic. */
export function withTool(
  answer: Draft,
  tool: ToolDefinition,
  /** A figure the visitor doubts: what the tools never do is said too. */
  doubted = false,
): Draft {
  const never = doubted ? ` ${toolsNeverStatement}` : '';
  const message = `${answer.reply.message} For the arithmetic on your own figures, the ${tool.name} tool shows every step.${never}`;
  return {
    ...answer,
    reply: {
      ...answer.reply,
      message,
      links: [{ label: tool.name, href: toolPath(tool.slug) }, ...(answer.reply.links ?? [])],
    },
  };
}
