import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useField, useFormikContext } from 'formik';

type FormikTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'error'> & { name: string };

/**
 * Wires one Formik field into an MUI TextField: value, change/blur, and its error once the form
 * has been sent (or came back refused from the server). Not on blur: tabbing past an empty form
 * on the way to the rest of the page is no mistake, and "Please enter ..." there would say so.
 */
export function FormikTextField({ name, helperText, ...props }: FormikTextFieldProps) {
  const [field, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const showError =
    meta.touched && Boolean(meta.error) && (submitCount > 0 || Boolean(meta.initialTouched));
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
