import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  contactWithToolHref,
  toolDefinitions,
  toolFieldNames,
  toolPath,
  toolQuery,
  type FieldError,
  type ToolSlug,
  type ToolValues,
} from '@landman/content';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { toolCalendarHref } from './tool-calendar-href';
import { ToolFieldGroups } from './tool-field-groups';
import { ToolResultView } from './tool-result-view';

export interface ToolWorkbenchProps {
  slug: ToolSlug;
  /** The tool's fields as the page was requested with them (`?tract1Acres=...`). */
  values: Record<string, string>;
  /** The page came from a submitted form: empty required fields are reported. */
  submitted: boolean;
  consultantFirstName: string;
}

/** The form's current text, field by field (only the tool's own fields). */
function readForm(form: HTMLFormElement, names: readonly string[]): Record<string, string> {
  const data = new FormData(form);
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = data.get(name);
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

/**
 * A tool's form and its result. The server renders it for the submitted query (a GET form: no
 * JavaScript needed); once hydrated, the result follows every keystroke, computed by the same
 * module in the browser, and the address keeps the inputs so the page can be shared.
 */
export function ToolWorkbench({
  slug,
  values: initial,
  submitted: initiallySubmitted,
  consultantFirstName,
}: ToolWorkbenchProps) {
  const tool = toolDefinitions[slug];
  const names = useMemo(() => toolFieldNames(tool), [tool]);
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ToolValues>(initial);
  const [submitted, setSubmitted] = useState(initiallySubmitted);
  const outcome = useMemo(() => tool.compute(values), [tool, values]);

  // What was typed before hydration is in the fields; take it over at once.
  useEffect(() => {
    if (formRef.current) setValues(readForm(formRef.current, names));
  }, [names]);

  const update = () => {
    if (formRef.current) setValues(readForm(formRef.current, names));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const current = readForm(event.currentTarget, names);
    setValues(current);
    setSubmitted(true);
    const query = toolQuery(tool, current);
    window.history.replaceState(
      window.history.state,
      '',
      query ? `${toolPath(slug)}?${query}` : toolPath(slug),
    );
  };

  const fieldErrors: Record<string, FieldError> = {};
  if (outcome.status === 'invalid') {
    for (const [name, error] of Object.entries(outcome.fieldErrors)) {
      if (submitted || !error.missing) fieldErrors[name] = error;
    }
  }
  const formErrors = outcome.status === 'invalid' ? outcome.formErrors : [];
  const shownErrors = Object.values(fieldErrors)
    .map((e) => e.message)
    .concat(formErrors);

  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Box
        component="form"
        ref={formRef}
        method="get"
        action={toolPath(slug)}
        noValidate
        aria-label={tool.title}
        onInput={update}
        onChange={update}
        onSubmit={submit}
      >
        <ToolFieldGroups tool={tool} values={initial} errors={fieldErrors} />
        <Button type="submit" variant="contained" size="large" sx={{ mt: 3 }}>
          {tool.submitLabel}
        </Button>
      </Box>
      <Box component="section" aria-labelledby={`${slug}-result-title`} aria-live="polite">
        <Typography id={`${slug}-result-title`} component="h2" variant="h5" sx={{ mb: 2 }}>
          Result
        </Typography>
        {outcome.status === 'done' ? (
          <ToolResultView
            result={outcome.result}
            sendHref={contactWithToolHref(tool, values, outcome)}
            consultantFirstName={consultantFirstName}
            calendarHref={toolCalendarHref(slug, outcome.result.calendarQuery)}
          />
        ) : shownErrors.length > 0 ? (
          <Alert severity="warning">
            <Typography sx={{ fontWeight: 600, mb: 0.5 }}>
              These figures need a look before the sum can be done:
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {shownErrors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </Box>
          </Alert>
        ) : (
          <Typography color="text.secondary">
            Fill in the figures above; the result and each step of the working appear here.
          </Typography>
        )}
      </Box>
    </Box>
  );
}
