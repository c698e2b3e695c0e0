import { site } from '@landman/content';
import { CtaBand } from '../../components/sections/cta-band';

/** The closing band: call or e-mail straight away instead of filling in the form. */
export function ReadyToMoveForward() {
  return (
    <CtaBand
      id="ready"
      title="Ready to Move Forward?"
      body={`If a lease offer has a deadline or a payment has stopped, call me now. Otherwise e-mail me what you have, and I will reply within ${site.replyTime}.`}
      primary={{ label: `Call ${site.phone}`, href: `tel:${site.phoneE164}` }}
      secondary={{ label: 'E-mail Me', href: `mailto:${site.email}` }}
    />
  );
}
