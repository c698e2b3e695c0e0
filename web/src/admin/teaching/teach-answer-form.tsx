import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { FieldArray, Form, Formik, getIn, useFormikContext, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { FormikTextField } from '../../features/contact/formik-text-field';
import { graphQLErrorOf } from '../../lib/graphql-errors/graphql-error-of';
import { deskFailureText } from '../desk-errors';
import type { TaughtAnswerFieldsFragment } from '../gql/graphql';
import { PageSectionField } from './page-section-field';
import { useRefreshTeaching } from './refresh-teaching';
import {
  teachAnswerInput,
  teachAnswerSchema,
  teachLimits,
  type TeachAnswerValues,
} from './teach-answer-schema';
import { TeachAnswerMutation, UpdateTaughtAnswerMutation } from './teaching.queries';

const teachFailed = 'The answer could not be saved. Please try again.';

/** Why a save failed: the API refusing the answer itself (its guardrails), or anything else. */
interface SaveFailure {
  refused: boolean;
  text: string;
  /** The API's word per field it refused (extensions.fields), shown at the field too. */
  fields: Partial<Record<'answer' | 'href' | 'questions', string>>;
}

const formFields = ['answer', 'href', 'questions'] as const;

function refusedFieldsOf(cause: unknown): SaveFailure['fields'] {
  const errors = (cause as { errors?: { extensions?: { fields?: unknown } }[] } | null)?.errors;
  const fields = errors?.[0]?.extensions?.fields;
  if (!fields || typeof fields !== 'object') return {};
  const out: SaveFailure['fields'] = {};
  for (const name of formFields) {
    const text = (fields as Record<string, unknown>)[name];
    if (typeof text === 'string') out[name] = text;
  }
  return out;
}

function saveFailureOf(cause: unknown): SaveFailure {
  const refused = graphQLErrorOf(cause)?.code === 'BAD_USER_INPUT';
  return {
    refused,
    text: deskFailureText(cause, teachFailed),
    fields: refused ? refusedFieldsOf(cause) : {},
  };
}

/** The questions an answer is for: one line each, editable, removable, and one more to add. */
function QuestionFields({ formId }: { formId: string }) {
  const { values, errors, touched } = useFormikContext<TeachAnswerValues>();
  const listError = typeof errors.questions === 'string' ? errors.questions : undefined;
  return (
    <FieldArray name="questions">
      {({ push, remove }) => (
        <Stack component="fieldset" spacing={1.25} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
            Questions it answers
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            The visitors&rsquo; own words come first; add the other ways people ask it.
          </Typography>
          {values.questions.map((_question, index) => (
            <Stack key={index} direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
              <FormikTextField
                id={`${formId}-question-${index}`}
                name={`questions.${index}`}
                label={`Question ${index + 1}`}
                size="small"
                slotProps={{ htmlInput: { maxLength: teachLimits.questionMax } }}
              />
              <IconButton
                aria-label={`Remove question ${index + 1}`}
                onClick={() => remove(index)}
                disabled={values.questions.length === 1}
                sx={{ mt: 0.25 }}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
          ))}
          {listError && getIn(touched, 'questions') !== undefined ? (
            <Typography variant="body2" role="alert" sx={{ color: 'error.main' }}>
              {listError}
            </Typography>
          ) : null}
          <Box>
            <Button
              startIcon={<AddIcon />}
              onClick={() => push('')}
              disabled={values.questions.length >= teachLimits.questionsMax}
            >
              Add a question
            </Button>
          </Box>
        </Stack>
      )}
    </FieldArray>
  );
}

/**
 * Teaching the assistant one answer, or changing one it was taught: plain text, an optional
 * page section, and the questions it answers. The API checks the answer with the same
 * guardrails as every reply; when it refuses, its reason shows above the buttons.
 */
export function TeachAnswerForm({
  initial,
  groupId,
  editing,
  onSaved,
  onCancel,
}: {
  initial: TeachAnswerValues;
  /** The question group this answers (dismissed by the API once taught). */
  groupId?: string;
  /** The taught answer being changed; absent for a new one. */
  editing?: string;
  onSaved: (answer: TaughtAnswerFieldsFragment) => void;
  onCancel?: () => void;
}) {
  const formId = useId();
  const [teach] = useMutation(TeachAnswerMutation);
  const [update] = useMutation(UpdateTaughtAnswerMutation);
  const refresh = useRefreshTeaching();
  const [failure, setFailure] = useState<SaveFailure | null>(null);

  const submit = async (values: TeachAnswerValues, form: FormikHelpers<TeachAnswerValues>) => {
    setFailure(null);
    const input = teachAnswerInput(values, groupId);
    try {
      if (editing) {
        const result = await update({ variables: { id: editing, input } });
        if (result.data) onSaved(result.data.updateTaughtAnswer);
      } else {
        const result = await teach({ variables: { input } });
        if (result.data) onSaved(result.data.teachAnswer);
      }
      refresh();
    } catch (cause) {
      const failed = saveFailureOf(cause);
      setFailure(failed);
      // The API's reason shows at the field it refused too.
      form.setErrors(failed.fields);
    }
  };

  return (
    <Formik<TeachAnswerValues>
      initialValues={initial}
      validationSchema={teachAnswerSchema}
      onSubmit={submit}
    >
      {({ isSubmitting, values }) => (
        <Stack
          component={Form}
          noValidate
          spacing={2}
          aria-label={editing ? 'Change the taught answer' : 'Teach an answer'}
          data-testid="teach-answer-form"
        >
          <FormikTextField
            id={`${formId}-answer`}
            name="answer"
            label="Answer (plain text)"
            multiline
            minRows={3}
            maxRows={12}
            helperText={`What the assistant says, in your words. ${values.answer?.length ?? 0} of ${teachLimits.answerMax} characters.`}
            slotProps={{ htmlInput: { maxLength: teachLimits.answerMax } }}
          />
          <PageSectionField id={`${formId}-href`} name="href" />
          <QuestionFields formId={formId} />
          {failure ? (
            <Alert severity="error" role="alert" data-testid="teach-answer-failure">
              {failure.refused ? (
                <AlertTitle>The assistant cannot use this answer</AlertTitle>
              ) : null}
              {failure.text}
            </Alert>
          ) : null}
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {editing ? 'Save the answer' : 'Teach the assistant'}
            </Button>
            {onCancel ? (
              <Button variant="text" onClick={onCancel} disabled={isSubmitting}>
                Cancel
              </Button>
            ) : null}
          </Stack>
        </Stack>
      )}
    </Formik>
  );
}
