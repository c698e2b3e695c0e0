/**
 * Part of the assistant's public entry point: the quick replies other modules may offer a
 * visitor (the desk, when an owner has not answered), by purpose. Each is a message the
 * assistant understands when tapped.
 */
export { chips as quickReplies } from './answers/suggestions';
