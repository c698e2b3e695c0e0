import type { FormikErrors } from 'formik';
import { createContext } from 'react';
import type { ContactFormValues } from './contact-schema';

/**
 * A form sent without JavaScript (a plain POST to /contact) that the server refused: the page
 * is rendered again with what the visitor typed and the API's message under each bad field.
 */
export interface ServedContactForm {
  values: Partial<ContactFormValues>;
  errors: FormikErrors<ContactFormValues>;
}

/** Set only by the server's render of such a refused post; undefined everywhere else. */
export const ServedContactFormContext = createContext<ServedContactForm | undefined>(undefined);
