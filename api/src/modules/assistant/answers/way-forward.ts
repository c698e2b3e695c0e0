import { site } from '@landman/content';

/**
 * The human channels, in one sentence: every reply that cannot help well ends with it, so a
 * visitor is never left at a dead end.
 */
export const wayForward = `You can reach ${site.name} at ${site.phone} or ${site.email}, use the contact form, or leave a request here in the chat; you'll hear back within ${site.replyTime}.`;
