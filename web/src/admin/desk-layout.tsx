import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { SignOutMutation } from './desk.queries';
import type { DeskSessionQuery as DeskSessionData } from './gql/graphql';

type Owner = NonNullable<DeskSessionData['me']>;
import { useDeskEvents, type DeskEvent } from './use-desk-events';

function announcement(event: DeskEvent): { text: string; href: string } {
  if (event.kind === 'NEW_LEAD' && event.lead) {
    return { text: `New lead from ${event.lead.name}`, href: `/admin/leads/${event.lead.id}` };
  }
  return {
    text: 'A visitor is asking for a person',
    href: event.sessionId ? `/admin/conversations/${event.sessionId}` : '/admin/conversations',
  };
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
  const events = useDeskEvents();
  const notice = events.latest ? announcement(events.latest) : undefined;

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
      <AppBar position="sticky" color="primary">
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
          <Stack direction="row" spacing={0.5} component="nav" aria-label="Desk">
            <Button color="inherit" component={RouterLink} to="/admin">
              Inbox
            </Button>
            <Button color="inherit" component={RouterLink} to="/admin/conversations">
              Chats
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
        message={notice?.text}
        action={
          notice ? (
            <Button
              color="secondary"
              size="small"
              onClick={() => {
                events.dismiss();
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
