import { site } from '@landman/content';

/** "Send this to Ellis": the first word of the consultant's name in the site configuration. */
export const consultantFirstName = site.name.split(' ')[0] ?? site.name;
