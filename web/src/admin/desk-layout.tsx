import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useCallback, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { SignOutMutation } from './desk.queries';
import type { DeskSessionQuery as DeskSessionData } from './gql/graphql';

type Owner = NonNullable<DeskSessionData['me']>;
import { deskAlert, useDeskAttention, useNotificationPermission } from './desk-attention';
import { useDeskEvents } from './use-desk-events';
import { questionsPath, taughtAnswersPath } from './teaching/teaching-paths';
import { availabilityPath } from './availability/availability-paths';

/** Asks for the browser's permission to notify, only when the owner presses it. */
function NotificationsControl() {
  const { permission, request } = useNotificationPermission();
  if (permission === 'unsupported') return null;
  if (permission === 'default') {
    return (
      <Button color="inherit" variant="outlined" size="small" onClick={() => void request()}>
        Turn on notifications
      </Button>
    );
  }
  return (
    <Typography variant="body2" data-testid="desk-notifications">
      {permission === 'granted' ? 'Notifications on' : 'Notifications blocked in this browser'}
    </Typography>
  );
}

/** The signed-in frame: navigation, sign-out, and live announcements. */
export function DeskLayout({
  owner,
  children,
}: {
  owner: Pick<Owner, 'displayName'>;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const [signOut, { loading: signingOut }] = useMutation(SignOutMutation);
  const open = useCallback((href: string) => void navigate(href), [navigate]);
  const attention = useDeskAttention(open);
  const events = useDeskEvents((event) => {
    const alert = deskAlert(event);
    if (alert) attention.alert(alert);
  });
  const notice = events.latest ? deskAlert(events.latest) : undefined;

  const leave = async () => {
    try {
      await signOut();
    } finally {
      // A fresh page: no cached leads, and no socket still carrying the old session.
      window.location.assign('/admin');
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      {/* On a phone the bar scrolls away with the page: kept in view it took a fifth of it. */}
      <AppBar position="sticky" color="primary" sx={{ position: { xs: 'static', sm: 'sticky' } }}>
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: 0.5 }}>
          <Typography
            component={RouterLink}
            to="/admin"
            variant="h6"
            sx={{
              color: 'inherit',
              textDecoration: 'none',
              mr: 'auto',
              fontFamily: (theme) => theme.typography.h1.fontFamily,
            }}
          >
            Desk
          </Typography>
          <NotificationsControl />
          <Stack
            direction="row"
            useFlexGap
            component="nav"
            aria-label="Desk"
            // One row on a phone, swiped sideways, rather than three rows of buttons.
            sx={{
              flexWrap: { xs: 'nowrap', sm: 'wrap' },
              overflowX: { xs: 'auto', sm: 'visible' },
              width: { xs: '100%', sm: 'auto' },
              gap: 0.5,
              '& > *': { flexShrink: 0 },
            }}
          >
            <Button color="inherit" component={RouterLink} to="/admin">
              Inbox
            </Button>
            <Button color="inherit" component={RouterLink} to="/admin/conversations">
              Chats
            </Button>
            <Button color="inherit" component={RouterLink} to="/admin/agenda">
              Agenda
            </Button>
            <Button color="inherit" component={RouterLink} to={availabilityPath}>
              Availability
            </Button>
            <Button color="inherit" component={RouterLink} to={questionsPath}>
              Questions
            </Button>
            <Button color="inherit" component={RouterLink} to={taughtAnswersPath}>
              Answers
            </Button>
            <Button color="inherit" component={RouterLink} to="/admin/blog">
              Blog
            </Button>
            <Button color="inherit" onClick={() => void leave()} disabled={signingOut}>
              Sign out
            </Button>
          </Stack>
        </Toolbar>
      </AppBar>
      <Box
        component="main"
        sx={{ maxWidth: 960, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 3 } }}
      >
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          Signed in as {owner.displayName}
        </Typography>
        {children}
      </Box>
      <Snackbar
        open={notice !== undefined}
        onClose={events.dismiss}
        autoHideDuration={10_000}
        message={notice?.title}
        action={
          notice ? (
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                events.dismiss();
                attention.clear();
                void navigate(notice.href);
              }}
            >
              Open
            </Button>
          ) : null
        }
      />
    </Box>
  );
}
