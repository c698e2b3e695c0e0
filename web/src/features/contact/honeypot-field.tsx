import Box from '@mui/material/Box';
import { Field } from 'formik';

/**
 * A field people never see or reach with the keyboard. Form-filling bots tend to fill every
 * input, so a value here marks the submission as automated.
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
      <label htmlFor="contact-website">Website</label>
      <Field id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
    </Box>
  );
}
