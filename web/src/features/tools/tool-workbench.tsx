import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  contactWithToolHref,
  toolDefinitions,
  toolFieldNames,
  toolPath,
  toolQuery,
  type FieldError,
  type ToolFieldGroup,
  type ToolOutcome,
  type ToolSlug,
  type ToolValues,
} from '@landman/content';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { visuallyHidden } from '../../components/sections/visually-hidden';
import { scrollClearance } from '../../theme/header-height';
import { toolCalendarHref } from './tool-calendar-href';
import { ToolFieldGroups } from './tool-field-groups';
import { ToolResultView } from './tool-result-view';
import { removeRow, rowsInUse } from './tool-rows';

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

/** The field errors to show: a bad figure at once, an empty required field once submitted. */
function shownFieldErrors(outcome: ToolOutcome, submitted: boolean): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  if (outcome.status === 'invalid') {
    for (const [name, error] of Object.entries(outcome.fieldErrors)) {
      if (submitted || !error.missing) errors[name] = error;
    }
  }
  return errors;
}

/** One sentence for screen readers when the result changes: the figures it leads with. */
function announcement(outcome: ToolOutcome, errorCount: number): string {
  if (outcome.status === 'done')
    return outcome.result.headlines.map((h) => `${h.label}: ${h.value}`).join('. ');
  if (errorCount === 0) return '';
  return errorCount === 1
    ? 'One figure needs a look before the sum can be done.'
    : `${errorCount} figures need a look before the sum can be done.`;
}

const prefersReducedMotion = () =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Focuses a row's first field when the control that opened it had focus and lost it. */
function focusFirstFieldIfLost(slug: string, group: ToolFieldGroup): void {
  const active = document.activeElement;
  const lost =
    !active ||
    active === document.body ||
    active.closest(`details[data-row="${group.title}"] > summary`) !== null;
  const first = group.fields[0];
  if (lost && first) document.getElementById(`${slug}-${first.name}`)?.focus();
}
/**
 * A tool's form and its result. The server renders it for the submitted query (a GET form: no
 * JavaScript needed; the form's address ends in the result's anchor, so the browser lands on the
 * answer). Once hydrated, the result follows every keystroke, computed by the same module in the
 * browser, and the address keeps the inputs so the page can be shared. From the md breakpoint
 * the result sits beside the form and stays in view while the visitor edits; on phones it
 * follows the form, and submitting scrolls to it. A submit with errors puts focus on the first
 * field that needs a look.
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
  const resultRef = useRef<HTMLElement>(null);
  const [values, setValues] = useState<ToolValues>(initial);
  // What the inputs are rendered with; changes only when rows are rearranged (see removeRow).
  const [fieldDefaults, setFieldDefaults] = useState<ToolValues>(initial);
  const [versions, setVersions] = useState<Record<string, number>>({});
  const [submitted, setSubmitted] = useState(initiallySubmitted);
  const [open, setOpen] = useState<ReadonlySet<string>>(() =>
    rowsInUse(tool, initial, shownFieldErrors(tool.compute(initial), initiallySubmitted)),
  );
  const [hydrated, setHydrated] = useState(false);
  // Work to do once the DOM shows the latest state (focus a new row's first field...).
  const afterRender = useRef<(() => void) | null>(null);
  const outcome = useMemo(() => tool.compute(values), [tool, values]);

  // What was typed before hydration is in the fields; take it over at once.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    setValues(readForm(form, names));
    // A row the browser opened before the island took over (the click that woke it up).
    const openedEarly = Array.from(
      form.querySelectorAll<HTMLDetailsElement>('details[data-row][open]'),
      (row) => row.dataset.row!,
    );
    if (openedEarly.length > 0) {
      setOpen((shown) => new Set([...shown, ...openedEarly]));
      // An Enter or click on "Add a tract" just before the island took over opened the row
      // natively and hid the focused control: focus goes to that row's first field, as it would
      // have once live.
      const last = tool.groups.find((group) => group.title === openedEarly.at(-1));
      if (last) focusFirstFieldIfLost(slug, last);
    }
    setHydrated(true);
  }, [names, slug, tool]);

  useEffect(() => {
    const task = afterRender.current;
    afterRender.current = null;
    task?.();
  });

  const fieldById = (name: string) =>
    document.getElementById(`${slug}-${name}`) as HTMLInputElement | HTMLSelectElement | null;

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
    const result = tool.compute(current);
    afterRender.current = () => {
      if (result.status === 'invalid') {
        const errors = shownFieldErrors(result, true);
        const first = names.find((name) => errors[name]);
        const target = first ? fieldById(first) : resultRef.current;
        target?.focus();
        return;
      }
      // Beside the form (wide screens) the answer is already in view; below it, go to it.
      const panel = resultRef.current;
      if (!panel) return;
      const { top } = panel.getBoundingClientRect();
      if (top > window.innerHeight * 0.5 || top < 0)
        panel.scrollIntoView({
          block: 'start',
          behavior: prefersReducedMotion() ? 'auto' : 'smooth',
        });
    };
  };

  const add = (group: ToolFieldGroup) => {
    setOpen((shown) => new Set(shown).add(group.title));
    afterRender.current = () => {
      const first = group.fields[0];
      if (first) fieldById(first.name)?.focus();
    };
  };

  // The browser opened a row itself (a click replayed while the island woke up, find in page):
  // the add control it hid had focus, which fell to the page; give it to the row's first field.
  const opened = (group: ToolFieldGroup) => {
    setOpen((shown) => new Set(shown).add(group.title));
    afterRender.current = () => focusFirstFieldIfLost(slug, group);
  };

  const remove = (group: ToolFieldGroup) => {
    if (!formRef.current) return;
    const current = readForm(formRef.current, names);
    const next = removeRow(tool, group.title, current, shownRows);
    const moved = tool.groups.filter((row) => row.series?.key === group.series?.key);
    setValues(next.values);
    setFieldDefaults(next.values);
    setVersions((old) => {
      const bumped = { ...old };
      for (const row of moved) bumped[row.title] = (bumped[row.title] ?? 0) + 1;
      return bumped;
    });
    setOpen(next.open);
    const seriesKey = group.series?.key;
    afterRender.current = () => {
      // Focus goes to the series' add control, which now stands where the last row was.
      const control = seriesKey
        ? formRef.current?.querySelector<HTMLElement>(
            `details[data-series="${seriesKey}"]:not([open]) > summary`,
          )
        : null;
      control?.focus();
    };
  };

  const fieldErrors = shownFieldErrors(outcome, submitted);
  // A row holding a figure or an error is shown whatever was clicked.
  const shownRows = new Set([...open, ...rowsInUse(tool, values, fieldErrors)]);
  const formErrors = outcome.status === 'invalid' ? outcome.formErrors : [];
  const errorLinks = names
    .filter((name) => fieldErrors[name])
    .map((name) => ({ name, message: fieldErrors[name]!.message }));
  const errorCount = errorLinks.length + formErrors.length;
  const resultTitleId = `${slug}-result-title`;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 4, md: 5 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
        alignItems: 'start',
      }}
    >
      <Box
        component="form"
        ref={formRef}
        method="get"
        action={`${toolPath(slug)}#${slug}-result`}
        noValidate
        aria-label={tool.title}
        onInput={update}
        onChange={update}
        onSubmit={submit}
        sx={{ minWidth: 0 }}
      >
        <ToolFieldGroups
          tool={tool}
          values={fieldDefaults}
          errors={fieldErrors}
          open={shownRows}
          versions={versions}
          onAdd={hydrated ? add : undefined}
          onRemove={hydrated ? remove : undefined}
          onOpened={opened}
        />
        <Button type="submit" variant="contained" size="large" sx={{ mt: 3 }}>
          {tool.submitLabel}
        </Button>
      </Box>
      <Box
        component="section"
        id={`${slug}-result`}
        ref={resultRef}
        tabIndex={-1}
        aria-labelledby={resultTitleId}
        data-testid="tool-result"
        sx={{
          minWidth: 0,
          border: 1,
          borderColor: 'divider',
          borderTop: 4,
          borderTopColor: 'secondary.main',
          borderRadius: 2,
          bgcolor: 'background.paper',
          p: { xs: 2.5, md: 3 },
          // Stays in view beside the form while the visitor edits; scrolls inside if taller.
          position: { md: 'sticky' },
          top: { md: scrollClearance.md },
          maxHeight: { md: `calc(100vh - ${scrollClearance.md + 16}px)` },
          overflowY: { md: 'auto' },
        }}
      >
        <Typography id={resultTitleId} component="h2" variant="h5" sx={{ mb: 2 }}>
          Result
        </Typography>
        <Box role="status" aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
          {announcement(outcome, errorCount)}
        </Box>
        {outcome.status === 'done' ? (
          <ToolResultView
            result={outcome.result}
            sendHref={contactWithToolHref(tool, values, outcome)}
            consultantFirstName={consultantFirstName}
            calendarHref={toolCalendarHref(slug, outcome.result.calendarQuery)}
          />
        ) : errorCount > 0 ? (
          <Alert severity="warning">
            <Typography sx={{ fontWeight: 600, mb: 0.5 }}>
              These figures need a look before the sum can be done:
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {errorLinks.map(({ name, message }) => (
                <li key={name}>
                  <Link href={`#${slug}-${name}`} color="inherit">
                    {message}
                  </Link>
                </li>
              ))}
              {formErrors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </Box>
          </Alert>
        ) : (
          <Typography color="text.secondary">
            Fill in the figures; the result and each step of the working appear here as you type.
          </Typography>
        )}
      </Box>
    </Box>
  );
}
