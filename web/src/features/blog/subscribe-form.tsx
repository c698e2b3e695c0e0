import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { islandAttribute, submitWaitingAttribute } from '../../islands/island-names';
import { requestSubscription } from './subscribe-request';

/** The server's no-JavaScript subscription form (api/src/modules/newsletter/newsletter.routes.ts). */
const subscribeAction = '/blog/subscribe';
const errorId = 'stay-informed-error';

/** True once if the visitor pressed Subscribe before the island hydrated (start-islands.ts). */
function takeWaitingSubmit(): boolean {
  const container = document.querySelector(`[${islandAttribute}="subscribe-form"]`);
  const waiting = container?.hasAttribute(submitWaitingAttribute) ?? false;
  container?.removeAttribute(submitWaitingAttribute);
  return waiting;
}

/**
 * The blog's subscription form (an island). Without JavaScript it posts to the server's page,
 * which answers "Check your inbox"; with it, the same request goes to the API and the answer
 * replaces the form in place (announced, and focused so keyboard and screen reader users land
 * on it), with no page load.
 */
export function SubscribeForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<string | undefined>();

  const send = async (form: HTMLFormElement) => {
    const data = new FormData(form);
    setSending(true);
    setError(undefined);
    const result = await requestSubscription(
      String(data.get('email') ?? ''),
      String(data.get('frequency') ?? 'each_post'),
    );
    setSending(false);
    if (result.ok) setDone(result.message);
    else setError(result.error);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sending) void send(event.currentTarget);
  };

  useEffect(() => {
    const form = formRef.current;
    if (form && takeWaitingSubmit() && form.reportValidity()) void send(form);
    // Once, on hydration: a submit held back before the code arrived.
  }, []);

  useEffect(() => {
    if (done !== undefined) doneRef.current?.focus();
  }, [done]);

  if (done !== undefined) {
    return (
      <Typography
        ref={doneRef}
        tabIndex={-1}
        role="status"
        data-testid="subscribe-confirmation"
        variant="h5"
        component="p"
        sx={{ color: 'inherit', outline: 'none' }}
      >
        {done || 'Check your inbox: we sent you a link to confirm.'}
      </Typography>
    );
  }

  return (
    <Box
      ref={formRef}
      component="form"
      method="post"
      action={subscribeAction}
      onSubmit={onSubmit}
      aria-busy={sending}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'center', alignItems: { sm: 'flex-end' } }}
      >
        <Box sx={{ textAlign: 'left' }}>
          <Box
            component="label"
            htmlFor="stay-informed-email"
            sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}
          >
            E-mail address
          </Box>
          {/* A plain input: MUI's text field brings global styles this island-free
                section does not need. */}
          <Box
            component="input"
            id="stay-informed-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            sx={{
              width: { xs: '100%', sm: 320 },
              font: 'inherit',
              px: 1.5,
              py: 1.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'background.paper',
              color: 'text.primary',
            }}
          />
        </Box>
        <Button type="submit" variant="contained" color="secondary" size="large" sx={{ py: 1.8 }}>
          Subscribe for Updates
        </Button>
      </Stack>
      <RadioGroup
        row
        name="frequency"
        defaultValue="each_post"
        aria-label="How often"
        sx={{ justifyContent: 'center', mt: 2 }}
      >
        <FormControlLabel
          value="each_post"
          control={<Radio sx={{ color: 'inherit', '&.Mui-checked': { color: 'inherit' } }} />}
          label="Each new article"
        />
        <FormControlLabel
          value="weekly"
          control={<Radio sx={{ color: 'inherit', '&.Mui-checked': { color: 'inherit' } }} />}
          label="A weekly digest"
        />
      </RadioGroup>
      {error ? (
        <Typography id={errorId} role="alert" sx={{ mt: 1, fontWeight: 600, color: 'inherit' }}>
          {error}
        </Typography>
      ) : null}
    </Box>
  );
}
