import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useQuery } from '@apollo/client/react';
import { DeskSessionQuery } from './desk.queries';
import { DeskRoutes } from './desk-routes';
import { NoOwnerPage } from './no-owner-page';
import { SignInPage } from './sign-in-page';
import { deskFailureText } from './desk-errors';

/** Who is at the desk: nobody can be yet (no owner), a visitor to sign in, or the owner. */
export function DeskGate() {
  const session = useQuery(DeskSessionQuery, { fetchPolicy: 'network-only' });
  if (session.error) {
    return (
      <Box sx={{ p: 3, maxWidth: 560, mx: 'auto' }}>
        <Alert severity="error">
          {deskFailureText(
            session.error,
            'The desk could not reach the server. Reload the page to try again.',
          )}
        </Alert>
      </Box>
    );
  }
  if (!session.data) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
        <CircularProgress aria-label="Loading the desk" />
      </Box>
    );
  }
  if (session.data.me) return <DeskRoutes owner={session.data.me} />;
  if (!session.data.ownerExists) return <NoOwnerPage />;
  return <SignInPage onSignedIn={() => void session.refetch()} />;
}
