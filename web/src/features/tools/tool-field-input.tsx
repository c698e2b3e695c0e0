import TextField from '@mui/material/TextField';
import type { FieldError, ToolField } from '@landman/content';

interface ToolFieldInputProps {
  toolSlug: string;
  field: ToolField;
  /** What the server rendered the field with (the visitor's last submitted text). */
  defaultValue: string;
  error?: FieldError;
}

const inputMode = {
  number: 'decimal',
  date: undefined,
  month: undefined,
  select: undefined,
} as const;

/**
 * The site's focus ring (theme/components.ts draws it for :focus-visible) on the whole field box:
 * MUI's input clears the outline of the bare <input>, leaving only a border change that a visitor
 * can miss (WCAG 2.4.7).
 */
const focusRing = {
  '& .MuiInputBase-root:focus-within': {
    outline: '3px solid',
    outlineColor: 'secondary.main',
    outlineOffset: '2px',
  },
} as const;

/**
 * One input of a tool's form. Uncontrolled on purpose: what a visitor types before the island
 * hydrates stays in the field, and the island reads the form itself (see tool-workbench.tsx).
 * Selects are native, so the form works the same without JavaScript.
 */
export function ToolFieldInput({ toolSlug, field, defaultValue, error }: ToolFieldInputProps) {
  const id = `${toolSlug}-${field.name}`;
  const helperText = error?.message ?? field.help;
  return (
    <TextField
      id={id}
      name={field.name}
      label={field.label}
      defaultValue={defaultValue}
      placeholder={field.placeholder}
      select={field.kind === 'select'}
      type={field.kind === 'date' || field.kind === 'month' ? field.kind : 'text'}
      error={Boolean(error)}
      helperText={helperText}
      fullWidth
      sx={focusRing}
      slotProps={{
        select: { native: true },
        // Labels always sit on the border: a long one ("Completed lateral length in this unit")
        // is read whole in a half-width field, and the placeholder shows an example figure.
        inputLabel: { shrink: true },
        htmlInput: {
          inputMode: inputMode[field.kind],
          autoComplete: 'off',
          spellCheck: false,
          'aria-invalid': error ? true : undefined,
        },
      }}
    >
      {field.options?.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
