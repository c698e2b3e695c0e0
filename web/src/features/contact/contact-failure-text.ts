import { otherWaysToReachMe } from '../../components/errors/visitor-failure';
import { ContactSubmitError } from './submit-contact';

/** When the server failed (or sent no readable reason): what the visitor can do instead. */
export const contactSendFailed = `Your message didn't reach me. Please try again in a minute, or ${otherWaysToReachMe}.`;

/**
 * The toast's text for a failed send. A refusal the API explains (a 4xx with its own `error`
 * text: a field to correct, too many messages) is shown as written; anything else (a 5xx, a
 * bare status, no connection) is said in plain words, and the detail goes to the console.
 */
export function contactFailureText(error: unknown): string {
  const explained =
    error instanceof ContactSubmitError &&
    error.status !== undefined &&
    error.status < 500 &&
    !error.message.startsWith('HTTP error!');
  if (explained) return error.message;
  if (error instanceof ContactSubmitError && error.status === undefined) return error.message;
  console.error('[contact: send]', error);
  return contactSendFailed;
}
