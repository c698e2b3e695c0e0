import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { DeskFrame } from './desk-frame';
import { deskFailureText } from './desk-errors';
import { SignInMutation } from './desk.queries';

const signInFailed = 'Signing in failed because the server could not be reached. Please try again.';

/**
 * E-mail, password and, always on offer, the authenticator code. The API answers every wrong
 * detail with one message (it never says that a password was right), so the form cannot wait to
 * be asked for the code: an owner with the second factor on fills it in with the rest.
 */
export function SignInPage({ onSignedIn }: { onSignedIn: () => void }) {
  const [signIn, { loading }] = useMutation(SignInMutation);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await signIn({
        variables: { email: email.trim(), password, totp: totp.trim() || undefined },
      });
      onSignedIn();
    } catch (cause) {
      setError(deskFailureText(cause, signInFailed));
    }
  };

  return (
    <DeskFrame title="Sign in">
      <Stack component="form" spacing={2} onSubmit={(event) => void submit(event)} noValidate>
        {error ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : null}
        <TextField
          label="E-mail"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          label="Authenticator code"
          helperText="The six-digit code from your authenticator app, if you turned it on."
          autoComplete="one-time-code"
          value={totp}
          onChange={(event) => setTotp(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 } }}
        />
        <Button type="submit" variant="contained" size="large" disabled={loading}>
          {loading ? 'Signing in…' : 'Sign in'}
        </Button>
      </Stack>
    </DeskFrame>
  );
}
