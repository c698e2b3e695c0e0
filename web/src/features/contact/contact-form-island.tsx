import { contactPath } from '@landman/content';
import { use } from 'react';
import { islandAttribute, submitWaitingAttribute } from '../../islands/island-names';
import { ContactForm } from './contact-form';
import type { ContactPrefill } from './contact-form-start';
import { ServedContactFormContext } from './served-contact-form';

/**
 * True once if the visitor pressed Send on the server's form before it hydrated: the client
 * entry held that submit back and marked the island, and the form sends it once it has taken
 * over the typed values.
 */
function takeWaitingSubmit(): boolean {
  const container = document.querySelector(`[${islandAttribute}="contact-form"]`);
  const waiting = container?.hasAttribute(submitWaitingAttribute) ?? false;
  container?.removeAttribute(submitWaitingAttribute);
  return waiting;
}

/** Forgets ?sent=1: the thank-you address has done its job, a reload shows the form again. */
function leaveSentAddress() {
  window.history.replaceState(window.history.state, '', contactPath);
}

export interface ContactFormIslandProps {
  /** The server redirected here after the form was posted without JavaScript and stored. */
  sentOnArrival: boolean;
  /** A tool's inputs and result for the message (`/contact?tool=...&message=...`). */
  prefill?: ContactPrefill;
}

/**
 * The contact page's island. Its code (Formik, Yup and the inputs) loads on the visitor's first
 * sign of activity; until then the server's form is on screen and posts itself if need be.
 * `served` (a refused post without JavaScript) only exists in a server render, which has no
 * scripts, so the browser never hydrates with it.
 */
export function ContactFormIsland({ sentOnArrival, prefill }: ContactFormIslandProps) {
  const served = use(ServedContactFormContext);
  return (
    <ContactForm
      sentOnArrival={sentOnArrival}
      served={served}
      prefill={prefill}
      takeWaitingSubmit={typeof document === 'undefined' ? undefined : takeWaitingSubmit}
      onSendAnother={sentOnArrival ? leaveSentAddress : undefined}
    />
  );
}
