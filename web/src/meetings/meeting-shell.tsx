import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { site } from '@landman/content';
import { Route, Routes } from 'react-router-dom';
import { SiteLayout } from '../app/site-layout';

/** Where the meeting page's own script renders the visitor's meeting (entry-meetings.tsx). */
export const meetingRootId = 'meeting-root';
/** The meeting page's entry in the desk build's manifest (vite.desk.config.ts). */
export const meetingEntryKey = 'meetings.html';

/**
 * /meetings/<token> as the server sends it, the same for every token (prerendered): the site's
 * header, footer, fonts, colours and chat around a slot that the page's script fills with the
 * visitor's meeting, which is private and read with the token from the address. Never indexed;
 * no referrer carries the token on.
 */
export function MeetingShell() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route path="*" element={<MeetingSlot />} />
      </Route>
    </Routes>
  );
}

function MeetingSlot() {
  return (
    <>
      <title>{`Your consultation call | ${site.name}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      <div id={meetingRootId}>
        <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
          <Typography
            variant="h1"
            sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' }, color: 'primary.main', mb: 3 }}
          >
            Your consultation call
          </Typography>
          <Typography role="status">Loading your meeting…</Typography>
          <noscript>
            <p>
              This page needs JavaScript to show your meeting. The invitation in your e-mail has its
              time; to move or cancel it, call {site.name} at {site.phone}.
            </p>
          </noscript>
        </Container>
      </div>
    </>
  );
}
