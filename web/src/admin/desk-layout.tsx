import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, matchPath, useLocation, useNavigate } from 'react-router-dom';
import { SignOutMutation } from './desk.queries';
import type { DeskSessionQuery as DeskSessionData } from './gql/graphql';

type Owner = NonNullable<DeskSessionData['me']>;
import { deskAlert, useDeskAttention, useNotificationPermission } from './desk-attention';
import { useDeskEvents } from './use-desk-events';
import { questionsPath, taughtAnswersPath } from './teaching/teaching-paths';
import { availabilityPath } from './availability/availability-paths';
import { insightsPath } from './insights/insights-paths';

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

/** The desk's sections, in the menu's order; `match` also claims the section's inner pages. */
const deskSections: readonly { label: string; to: string; match: readonly string[] }[] = [
  { label: 'Inbox', to: '/admin', match: ['/admin', '/admin/leads/*'] },
  { label: 'Chats', to: '/admin/conversations', match: ['/admin/conversations/*'] },
  { label: 'Agenda', to: '/admin/agenda', match: ['/admin/agenda/*'] },
  { label: 'Availability', to: availabilityPath, match: [`${availabilityPath}/*`] },
  { label: 'Questions', to: questionsPath, match: [`${questionsPath}/*`, '/admin/teach/*'] },
  { label: 'Answers', to: taughtAnswersPath, match: [`${taughtAnswersPath}/*`] },
  { label: 'Blog', to: '/admin/blog', match: ['/admin/blog/*', '/admin/subscribers/*'] },
  { label: 'Insights', to: insightsPath, match: [`${insightsPath}/*`] },
];

/**
 * Screens with two panes at 1200 px and wider, which take the full width: a list beside the open
 * item, and the blog editor's Markdown beside its preview.
 */
const splitScreens = [
  '/admin',
  '/admin/leads/*',
  '/admin/conversations/*',
  questionsPath,
  '/admin/blog/:id',
];

/** The signed-in frame: navigation, sign-out, and live announcements. */
export function DeskLayout({
  owner,
  children,
}: {
  owner: Pick<Owner, 'displayName'>;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const section = deskSections.find((item) =>
    item.match.some((pattern) => matchPath(pattern, pathname)),
  );
  const wide = splitScreens.some((pattern) => matchPath(pattern, pathname));
  const [menuOpen, setMenuOpen] = useState(false);
  // A section chosen from the phone's menu closes it.
  useEffect(() => setMenuOpen(false), [pathname]);
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
          <Box
            component="nav"
            aria-label="Desk"
            sx={{ width: { xs: '100%', sm: 'auto' }, display: 'flex', flexDirection: 'column' }}
          >
            {/* On a phone the sections fold behind one visible button, listed in a column. */}
            <Button
              color="inherit"
              variant="outlined"
              aria-expanded={menuOpen}
              aria-controls="desk-sections"
              onClick={() => setMenuOpen((open) => !open)}
              sx={{ display: { xs: 'inline-flex', sm: 'none' }, alignSelf: 'flex-start' }}
            >
              Menu · {section?.label ?? 'Desk'}
              <Box component="span" aria-hidden sx={{ ml: 1 }}>
                {menuOpen ? '▴' : '▾'}
              </Box>
            </Button>
            <Box
              component="ul"
              id="desk-sections"
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: { xs: menuOpen ? 'grid' : 'none', sm: 'flex' },
                gridTemplateColumns: { xs: '1fr 1fr' },
                flexWrap: 'wrap',
                gap: 0.5,
                pt: { xs: menuOpen ? 1 : 0, sm: 0 },
              }}
            >
              {deskSections.map((item) => (
                <li key={item.to}>
                  <Button
                    color="inherit"
                    component={RouterLink}
                    to={item.to}
                    aria-current={item === section ? 'page' : undefined}
                    sx={{
                      width: { xs: '100%', sm: 'auto' },
                      justifyContent: { xs: 'flex-start', sm: 'center' },
                      '&[aria-current="page"]': {
                        textDecoration: 'underline',
                        textUnderlineOffset: 6,
                      },
                    }}
                  >
                    {item.label}
                  </Button>
                </li>
              ))}
              <li>
                <Button
                  color="inherit"
                  onClick={() => void leave()}
                  disabled={signingOut}
                  sx={{
                    width: { xs: '100%', sm: 'auto' },
                    justifyContent: { xs: 'flex-start', sm: 'center' },
                  }}
                >
                  Sign out
                </Button>
              </li>
            </Box>
          </Box>
        </Toolbar>
      </AppBar>
      <Box
        component="main"
        sx={{
          maxWidth: wide ? { xs: 960, lg: 1440 } : 960,
          mx: 'auto',
          px: { xs: 1.5, sm: 3 },
          py: { xs: 2, sm: 3 },
        }}
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
