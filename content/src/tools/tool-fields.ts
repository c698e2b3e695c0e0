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

/** A set of fields under one heading; optional groups sit folded until opened or filled. */
export interface ToolFieldGroup {
  title: string;
  intro?: string;
  optional?: boolean;
  fields: readonly ToolField[];
}
