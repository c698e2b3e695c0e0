import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createRoot } from 'react-dom/client';
import { theme } from '../theme/theme';
import { MeetingPage } from './meeting-page';

/** /meetings/<token>: a visitor's own meeting, rendered in the browser (the token is private). */
const container = document.getElementById('root');
if (!container) throw new Error('The meeting page has no #root element');
const token = window.location.pathname.split('/').at(-1) ?? '';
createRoot(container).render(
  <ThemeProvider theme={theme}>
    <CssBaseline />
    <MeetingPage token={token} />
  </ThemeProvider>,
);
