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

/** Where the form starts: empty, or from a refused post with each error showing. */
export function contactFormStart(served: ServedContactForm | undefined): FormStart {
  if (!served) return { initialValues: emptyContactValues };
  return {
    initialValues: { ...emptyContactValues, ...served.values },
    initialErrors: served.errors,
    initialTouched: allTouched,
    firstInvalid: contactFieldOrder.find((name) => served.errors[name]),
  };
}
