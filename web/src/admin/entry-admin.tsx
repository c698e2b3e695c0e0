import { mountDesk } from './desk-app';

/** The owner's desk (/admin): its own build (vite.desk.config.ts), rendered in the browser. */
const container = document.getElementById('root');
if (!container) throw new Error('The desk page has no #root element');
mountDesk(container);
