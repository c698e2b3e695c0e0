import { contactPath } from '../routes';
import { toolFieldNames, type ToolDefinition } from './tool-catalog';
import { textOf, type ToolOutcome, type ToolValues } from './tool-outcome';

/** Query parameters of the contact page that carry a tool's result into the form. */
export const contactToolParam = 'tool';
export const contactMessageParam = 'message';

/** The inputs as the visitor gave them: `Tract 1 / Tract acres: 40`. */
function inputLines(tool: ToolDefinition, values: ToolValues): string[] {
  return tool.groups.flatMap((group) =>
    group.fields
      .filter((field) => textOf(values, field.name) !== '')
      .map((field) => {
        const text = textOf(values, field.name);
        const option = field.options?.find((o) => o.value === text);
        return `- ${group.title} / ${field.label}: ${option?.label ?? text}`;
      }),
  );
}

/**
 * The message a "Send this to ..." link fills the contact form with: the tool, every input and
 * the result with its working, in plain text the consultant can read in an e-mail.
 */
export function toolMessage(
  tool: ToolDefinition,
  values: ToolValues,
  outcome: ToolOutcome,
): string {
  const lines = [`From the ${tool.name} tool:`, '', 'My inputs:', ...inputLines(tool, values)];
  if (outcome.status === 'done') {
    const { result } = outcome;
    lines.push('', 'Result:', ...result.headlines.map((h) => `- ${h.label}: ${h.value}`));
    lines.push(
      '',
      'Working:',
      ...result.steps.map((s) => `- ${s.label}: ${s.working} = ${s.result}`),
    );
    lines.push(...result.notes.map((note) => `- ${note}`));
  }
  lines.push('', 'Could you take a look?');
  return lines.join('\n');
}

/** The contact page address with the tool and its message filled in. */
export function contactWithToolHref(
  tool: ToolDefinition,
  values: ToolValues,
  outcome: ToolOutcome,
): string {
  const query = new URLSearchParams({
    [contactToolParam]: tool.slug,
    [contactMessageParam]: toolMessage(tool, values, outcome),
  });
  return `${contactPath}?${query.toString()}`;
}

/** The tool's inputs as a query string: only its own fields, only those with text. */
export function toolQuery(tool: ToolDefinition, values: ToolValues): string {
  const query = new URLSearchParams();
  for (const name of toolFieldNames(tool)) {
    const text = textOf(values, name);
    if (text !== '') query.set(name, text);
  }
  return query.toString();
}
