import { Field } from 'formik';
import Grid from '@mui/material/Grid';
import { contactLocationOptions, contactServiceOptions } from '@landman/content';
import type { ContactFieldName } from './contact-schema';
import { DocumentsField } from './documents-field';
import { FormikTextField } from './formik-text-field';
import { HoneypotField } from './honeypot-field';

/**
 * The visible fields of the contact form, in the spec's order (`contactFieldOrder`), plus the
 * hidden honeypot. `autoFocusField` gets the cursor when the fields appear.
 */
export function ContactFormFields({
  autoFocusField,
  documentsError,
}: {
  autoFocusField?: ContactFieldName;
  /** Why the chosen documents were refused, when they were. */
  documentsError?: string;
}) {
  return (
    <Grid container spacing={2.5}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikTextField
          name="name"
          autoFocus={autoFocusField === 'name'}
          label="Full Name"
          required
          autoComplete="name"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikTextField
          name="email"
          autoFocus={autoFocusField === 'email'}
          label="Email Address"
          type="email"
          required
          autoComplete="email"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikTextField
          name="phone"
          autoFocus={autoFocusField === 'phone'}
          label="Phone Number"
          type="tel"
          autoComplete="tel"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikTextField
          name="company"
          autoFocus={autoFocusField === 'company'}
          label="Company"
          autoComplete="organization"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikTextField
          name="service"
          autoFocus={autoFocusField === 'service'}
          label="Service of Interest"
          select
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Select a service</option>
          {contactServiceOptions.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </FormikTextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikTextField
          name="location"
          autoFocus={autoFocusField === 'location'}
          label="Location"
          select
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Select a location</option>
          {contactLocationOptions.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </FormikTextField>
      </Grid>
      <Grid size={12}>
        <FormikTextField
          name="message"
          autoFocus={autoFocusField === 'message'}
          label="Project Details"
          required
          multiline
          rows={5}
          placeholder="Tell us about the tracts, counties, wells or documents involved and your timeline."
        />
      </Grid>
      <Grid size={12}>
        <DocumentsField error={documentsError} />
      </Grid>
      <HoneypotField />
      <Field type="hidden" name="tool" />
    </Grid>
  );
}
