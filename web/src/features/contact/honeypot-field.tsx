import Box from '@mui/material/Box';
import { Field } from 'formik';

/**
 * A field people never see or reach with the keyboard. Form-filling bots tend to fill every
 * input; the API answers a request with a value here as sent, and stores nothing.
 *
 * Browser autofill and password managers must not fill it for a real visitor, so it has no
 * name, label or type they recognise (not website, url or email), autocomplete is off, and the
 * common password managers are asked to skip it.
 */
export function HoneypotField() {
  return (
    <Box
      aria-hidden="true"
      sx={{
        position: 'absolute',
        left: '-10000px',
        top: 'auto',
        width: 1,
        height: 1,
        overflow: 'hidden',
      }}
    >
      <label htmlFor="contact-reference-code">Reference code</label>
      <Field
        id="contact-reference-code"
        name="referenceCode"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        data-1p-ignore="true"
        data-lpignore="true"
        data-bwignore="true"
        data-form-type="other"
      />
    </Box>
  );
}
