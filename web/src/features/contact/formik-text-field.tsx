import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useField } from 'formik';

type FormikTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'error'> & { name: string };

/** Wires one Formik field into an MUI TextField: value, change/blur, and the error once touched. */
export function FormikTextField({ name, helperText, ...props }: FormikTextFieldProps) {
  const [field, meta] = useField<string>(name);
  const showError = meta.touched && Boolean(meta.error);
  return (
    <TextField
      {...props}
      {...field}
      id={props.id ?? `contact-${name}`}
      error={showError}
      helperText={showError ? meta.error : helperText}
      fullWidth
    />
  );
}
