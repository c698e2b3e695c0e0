import { site } from '@landman/content';
import { otherWaysToReachMe } from '../../components/errors/visitor-failure';

/** Said in place of the panel (or in its shell) when the chat's code could not be loaded. */
export const chatCouldNotOpen = {
  title: 'The chat could not be opened',
  advice: `Check your connection and reload the page, or call ${site.phone}.`,
} as const;

/** Said in the panel when a message did not go through; the typed text stays in the box. */
export const chatSendFailed = `Sorry, your message didn't reach me. Please press send again in a moment, or ${otherWaysToReachMe}.`;

/** Said in the panel when the earlier conversation could not be loaded. */
export const chatHistoryFailed = `I couldn't load our earlier conversation just now. You can still write below, or ${otherWaysToReachMe}.`;

/** Said under a reply when the visitor's vote on it did not reach the server. */
export const chatRatingFailed = 'Your vote was not saved. Please try again.';
