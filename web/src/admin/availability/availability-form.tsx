import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { Form, Formik, getIn, setIn, type FormikErrors, type FormikHelpers } from 'formik';
import { useId, useState, type ReactNode } from 'react';
import { FormikTextField } from '../../features/contact/formik-text-field';
import { graphQLErrorOf } from '../../lib/graphql-errors/graphql-error-of';
import { deskFailureText } from '../desk-errors';
import type { AvailabilityFieldsFragment } from '../gql/graphql';
import {
  availabilityInput,
  availabilityLimits,
  availabilitySchema,
  availabilityValues,
  type AvailabilityFormValues,
} from './availability-schema';
import { UpdateAvailabilityMutation } from './availability.queries';
import { BookingWindowFields, MeetingRulesFields } from './booking-rules-fields';
import { DateChangesFields } from './date-changes-fields';
import { WeeklyHoursFields } from './weekly-hours-fields';

const saveFailed = 'The availability could not be saved. Please try again.';

interface SaveFailure {
  /** The API refused the settings themselves (BAD_USER_INPUT), saying why. */
  refused: boolean;
  text: string;
}

/**
 * The API's word per field it refused (extensions.fields, named by path such as
 * `weeklyHours.2.hours.0.end`), kept for the fields this form has: the input goes in the
 * form's order, so the API's path is the form's.
 */
export function refusedFieldErrors(
  cause: unknown,
  values: AvailabilityFormValues,
): FormikErrors<AvailabilityFormValues> {
  const errors = (cause as { errors?: { extensions?: { fields?: unknown } }[] } | null)?.errors;
  const fields = errors?.[0]?.extensions?.fields;
  let out: FormikErrors<AvailabilityFormValues> = {};
  if (!fields || typeof fields !== 'object') return out;
  for (const [path, text] of Object.entries(fields as Record<string, unknown>)) {
    if (typeof text === 'string' && getIn(values, path) !== undefined) {
      out = setIn(out, path, text) as FormikErrors<AvailabilityFormValues>;
    }
  }
  return out;
}

function Section({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      sx={{ p: { xs: 1.5, sm: 3 }, border: 1, borderColor: 'divider' }}
    >
      <Typography id={id} component="h2" variant="h6" sx={{ mb: intro ? 0 : 2 }}>
        {title}
      </Typography>
      {intro ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {intro}
        </Typography>
      ) : null}
      {children}
    </Paper>
  );
}

/**
 * The owner's availability: weekly hours, dated changes, the meeting and booking rules, and the
 * note in confirmations. Checked here first; what the API still refuses shows at its field and
 * above the buttons. Saved settings come back as the form's new starting point.
 */
export function AvailabilityForm({
  settings,
  zoneName,
}: {
  settings: AvailabilityFieldsFragment;
  /** "Chicago (America/Chicago)". */
  zoneName: string;
}) {
  const idPrefix = useId();
  const [update] = useMutation(UpdateAvailabilityMutation, {
    refetchQueries: ['AvailabilityPreview'],
  });
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [saved, setSaved] = useState(false);

  const submit = async (
    values: AvailabilityFormValues,
    form: FormikHelpers<AvailabilityFormValues>,
  ) => {
    setFailure(null);
    setSaved(false);
    try {
      const result = await update({
        variables: { input: availabilityInput(availabilitySchema.cast(values)) },
      });
      const next = result.data?.updateAvailability;
      if (next) form.resetForm({ values: availabilityValues(next) });
      setSaved(true);
    } catch (cause) {
      const refused = graphQLErrorOf(cause)?.code === 'BAD_USER_INPUT';
      setFailure({ refused, text: deskFailureText(cause, saveFailed) });
      if (refused) form.setErrors(refusedFieldErrors(cause, values));
    }
  };

  return (
    <Formik<AvailabilityFormValues>
      initialValues={availabilityValues(settings)}
      validationSchema={availabilitySchema}
      onSubmit={submit}
    >
      {({ isSubmitting, dirty, isValid, submitCount, resetForm, values }) => (
        <Stack component={Form} noValidate spacing={2} aria-label="Availability">
          <Section
            title="Weekly hours"
            intro={`When visitors may book, week by week, on your clock: ${zoneName}. A day with no hours is closed.`}
          >
            <WeeklyHoursFields idPrefix={idPrefix} />
          </Section>
          <Section
            title="Days off and one-off changes"
            intro="A date here has its own hours instead of its weekday's, or is closed all day."
          >
            <DateChangesFields idPrefix={`${idPrefix}-dates`} />
          </Section>
          <Section title="Meetings">
            <MeetingRulesFields idPrefix={idPrefix} />
          </Section>
          <Section title="Booking window">
            <BookingWindowFields idPrefix={idPrefix} />
          </Section>
          <Section title="Confirmation e-mail">
            <FormikTextField
              id={`${idPrefix}-confirmationNote`}
              name="confirmationNote"
              label="Note added to every confirmation"
              multiline
              minRows={2}
              maxRows={8}
              helperText={`Optional: how you will call, what to have at hand. ${values.confirmationNote?.length ?? 0} of ${availabilityLimits.confirmationNote} characters.`}
              slotProps={{ htmlInput: { maxLength: availabilityLimits.confirmationNote } }}
            />
          </Section>
          {submitCount > 0 && !isValid && !failure ? (
            <Alert severity="error" role="alert">
              Not saved: some fields need a look; each says what is wrong.
            </Alert>
          ) : null}
          {failure ? (
            <Alert severity="error" role="alert" data-testid="availability-failure">
              {failure.refused ? <AlertTitle>Not saved</AlertTitle> : null}
              {failure.text}
            </Alert>
          ) : null}
          {saved && !dirty ? (
            <Alert severity="success" role="status">
              Saved. Visitors are offered the new times from now on.
            </Alert>
          ) : null}
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              Save availability
            </Button>
            {dirty ? (
              <Button
                variant="text"
                disabled={isSubmitting}
                onClick={() => {
                  setFailure(null);
                  resetForm();
                }}
              >
                Undo changes
              </Button>
            ) : null}
          </Stack>
        </Stack>
      )}
    </Formik>
  );
}
