import type { FieldError, ToolDefinition, ToolFieldGroup, ToolValues } from '@landman/content';

/**
 * Which optional rows (Tract 2, Offer C...) the form shows. A row is shown once it holds a figure
 * the visitor typed (a field's own default does not count) or an error, so a shared address or a
 * form sent without JavaScript opens the rows it filled in.
 */
export function rowsInUse(
  tool: ToolDefinition,
  values: ToolValues,
  errors: Readonly<Record<string, FieldError>>,
): Set<string> {
  const open = new Set<string>();
  for (const group of tool.groups) {
    if (!group.optional) continue;
    const inUse = group.fields.some(
      (field) => errors[field.name] || ((values[field.name] ?? '') !== '' && !field.defaultValue),
    );
    if (inUse) open.add(group.title);
  }
  return open;
}

/** The optional rows of the same series as `group`, in the form's order. */
export const optionalRowsOf = (tool: ToolDefinition, group: ToolFieldGroup): ToolFieldGroup[] =>
  tool.groups.filter(
    (other) => other.optional && other.series && other.series.key === group.series?.key,
  );

/**
 * Removes a shown optional row the way a list does: the shown rows after it move up one place
 * (their figures go to the row before), and the last row of the series is emptied and folded.
 * "Tract 2" then always means the second tract on screen.
 */
export function removeRow(
  tool: ToolDefinition,
  title: string,
  values: ToolValues,
  open: ReadonlySet<string>,
): { values: Record<string, string>; open: Set<string> } {
  const removed = tool.groups.find((group) => group.title === title);
  const next: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) if (value !== undefined) next[name] = value;
  const nextOpen = new Set(open);
  if (!removed?.optional || !removed.series) return { values: next, open: nextOpen };

  const slots = optionalRowsOf(tool, removed);
  const kept = slots.filter((slot) => open.has(slot.title) && slot.title !== title);
  const keptFigures = kept.map((row) => row.fields.map((field) => values[field.name] ?? ''));
  slots.forEach((slot, index) => {
    const figures = keptFigures[index];
    slot.fields.forEach((field, position) => {
      next[field.name] = figures ? (figures[position] ?? '') : (field.defaultValue ?? '');
    });
    if (figures) nextOpen.add(slot.title);
    else nextOpen.delete(slot.title);
  });
  return { values: next, open: nextOpen };
}
