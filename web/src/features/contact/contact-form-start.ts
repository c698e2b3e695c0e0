import type { FormikConfig, FormikTouched } from 'formik';
import {
  contactFieldOrder,
  emptyContactValues,
  type ContactFieldName,
  type ContactFormValues,
} from './contact-schema';
import type { ServedContactForm } from './served-contact-form';

type FormStart = Pick<
  FormikConfig<ContactFormValues>,
  'initialValues' | 'initialErrors' | 'initialTouched'
> & {
  /** The field to put the cursor in: the first one the server refused. */
  firstInvalid?: ContactFieldName;
};

const allTouched: FormikTouched<ContactFormValues> = Object.fromEntries(
  contactFieldOrder.map((name) => [name, true]),
);

/** A message filled in by an owner tool's "Send this to ..." link, and the tool's slug. */
export interface ContactPrefill {
  tool: string;
  message: string;
}

/**
 * Where the form starts: empty (or with a tool's message), or from a refused post with each
 * error showing.
 */
export function contactFormStart(
  served: ServedContactForm | undefined,
  prefill?: ContactPrefill,
): FormStart {
  if (!served) return { initialValues: { ...emptyContactValues, ...prefill } };
  return {
    initialValues: { ...emptyContactValues, ...served.values },
    initialErrors: served.errors,
    initialTouched: allTouched,
    firstInvalid: contactFieldOrder.find((name) => served.errors[name]),
  };
}
