/** What a tool's form sends: field name to the text typed (a URL query or form data). */
export type ToolValues = Readonly<Record<string, string | undefined>>;

export interface FieldError {
  message: string;
  /** The field was left empty: shown once the visitor has submitted, not while typing. */
  missing: boolean;
}

/** One line of working: what is worked out, the sum as written, and what it comes to. */
export interface WorkingStep {
  label: string;
  working: string;
  result: string;
}

export interface ResultTable {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

/** A figure the result leads with. */
export interface Headline {
  label: string;
  value: string;
}

export interface ToolResult {
  headlines: readonly Headline[];
  steps: readonly WorkingStep[];
  tables: readonly ResultTable[];
  /** Plain sentences under the working (comparisons, what a figure leaves out). */
  notes: readonly string[];
  /** For tools that set reminders: the query of the `.ics` file for these inputs. */
  calendarQuery?: string;
}

export type ToolOutcome =
  | {
      status: 'invalid';
      fieldErrors: Readonly<Record<string, FieldError>>;
      formErrors: readonly string[];
    }
  | { status: 'done'; result: ToolResult };

/** Collects errors while a tool reads its inputs. */
export class ToolErrors {
  readonly fieldErrors: Record<string, FieldError> = {};
  readonly formErrors: string[] = [];

  field(name: string, message: string, missing = false): void {
    this.fieldErrors[name] ??= { message, missing };
  }

  form(message: string): void {
    this.formErrors.push(message);
  }

  get any(): boolean {
    return this.formErrors.length > 0 || Object.keys(this.fieldErrors).length > 0;
  }

  outcome(): ToolOutcome {
    return { status: 'invalid', fieldErrors: this.fieldErrors, formErrors: this.formErrors };
  }
}

/** The trimmed text of a field, or '' when it was not sent. */
export const textOf = (values: ToolValues, name: string): string => (values[name] ?? '').trim();
