/** One input of a tool's form; the page and the island render every tool from these. */
export interface ToolField {
  name: string;
  label: string;
  kind: 'number' | 'date' | 'month' | 'select';
  /** Shown under the input. */
  help?: string;
  placeholder?: string;
  /** What the field holds before the visitor types (submitted with the form). */
  defaultValue?: string;
  options?: readonly { value: string; label: string }[];
  /** Half or full row in the form's grid. */
  wide?: boolean;
}

/**
 * Rows of the same kind (tracts, units, offers): the form shows the optional ones one at a time
 * behind the series' add control, and a removed row's successors move up. Every group of a
 * series has the same fields in the same order, so a row's figures can move to the row before.
 */
export interface ToolRowSeries {
  /** Names the series in the markup (`data-series`). */
  key: string;
  /** The control that shows the next row: "Add a tract". */
  addLabel: string;
}

/** A set of fields under one heading; optional groups sit folded until opened or filled. */
export interface ToolFieldGroup {
  title: string;
  intro?: string;
  optional?: boolean;
  series?: ToolRowSeries;
  fields: readonly ToolField[];
}
