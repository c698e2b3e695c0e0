import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { contactPath, contactSentParam } from '@landman/content';
import { lazy, Suspense, use } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ContactFormProps } from './contact-form';
import { ServedContactFormContext } from './served-contact-form';

const islandAttribute = 'data-contact-form';

/** Set when the visitor submitted the server-rendered form before its code had arrived. */
let submitWaiting = false;
let stopGuarding: () => void = () => undefined;

/** The form calls this once hydrated: true means "submit now, the visitor already asked to". */
function takeWaitingSubmit(): boolean {
  stopGuarding();
  const waiting = submitWaiting;
  submitWaiting = false;
  return waiting;
}

type IslandFormProps = Omit<ContactFormProps, 'takeWaitingSubmit'>;

const loadForm = () =>
  import('./contact-form').then(({ ContactForm }) => ({
    default: function HydratedContactForm(props: IslandFormProps) {
      return <ContactForm {...props} takeWaitingSubmit={takeWaitingSubmit} />;
    },
  }));

const activityEvents = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'scroll',
  'wheel',
];

/**
 * Waits for the visitor's first sign of activity. Until the form is hydrated, a submit of the
 * server-rendered form is held back (the browser would otherwise send it as a page request)
 * and replayed by the form once it is live.
 */
function firstActivity(form: HTMLFormElement): Promise<void> {
  return new Promise((resolve) => {
    const start = () => {
      for (const type of activityEvents) window.removeEventListener(type, start, true);
      resolve();
    };
    const holdSubmit = (event: Event) => {
      if (event.target !== form) return;
      event.preventDefault();
      submitWaiting = true;
      start();
    };
    for (const type of activityEvents) {
      window.addEventListener(type, start, { capture: true, passive: true });
    }
    window.addEventListener('submit', holdSubmit, true);
    stopGuarding = () => window.removeEventListener('submit', holdSubmit, true);
  });
}

/**
 * The form's code (Formik, Yup and the inputs: about a quarter of the page's script) waits for
 * the visitor's first interaction when the server already rendered the form. Its HTML is on
 * screen meanwhile, and React hydrates it when the code arrives. After a client-side
 * navigation there is no such HTML, so the code loads at once.
 */
const LazyContactForm = lazy(() => {
  if (typeof document === 'undefined') return loadForm();
  // The form itself (it posts), not the thank-you panel's "Send Another Message" (a GET form).
  const form = document.querySelector(`[${islandAttribute}] form[method="post"]`);
  if (!(form instanceof HTMLFormElement)) return loadForm();
  return firstActivity(form).then(loadForm);
});

export function ContactFormIsland() {
  const { search } = useLocation();
  const navigate = useNavigate();
  // Set after the form was posted without JavaScript: stored (?sent=1), or refused (served).
  const sentOnArrival = new URLSearchParams(search).get(contactSentParam) === '1';
  const served = use(ServedContactFormContext);
  return (
    <Box {...{ [islandAttribute]: '' }}>
      <Suspense
        fallback={
          <Box
            sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 480 }}
          >
            <CircularProgress aria-label="Loading the form" />
          </Box>
        }
      >
        <LazyContactForm
          sentOnArrival={sentOnArrival}
          served={served}
          // The thank-you address has done its job; a reload should show the form again.
          onSendAnother={
            sentOnArrival ? () => void navigate(contactPath, { replace: true }) : undefined
          }
        />
      </Suspense>
    </Box>
  );
}
