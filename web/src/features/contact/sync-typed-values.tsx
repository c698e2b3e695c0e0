import { useFormikContext } from 'formik';
import { useEffect, type RefObject } from 'react';
import type { ContactFormValues } from './contact-schema';

interface SyncTypedValuesProps {
  formRef: RefObject<HTMLFormElement | null>;
  /** True when Send was pressed before hydration; the submit is then made now. */
  takeWaitingSubmit?: () => boolean;
}

/**
 * Hydration keeps whatever is already in the server-rendered inputs: text typed, or filled in
 * by the browser's autofill, before the form's code arrived. This copies it into Formik once,
 * so what the visitor sees is what gets validated and sent.
 */
export function SyncTypedValues({ formRef, takeWaitingSubmit }: SyncTypedValuesProps) {
  const { values, setValues, submitForm } = useFormikContext<ContactFormValues>();
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Partial<ContactFormValues> = {};
    for (const name of Object.keys(values) as (keyof ContactFormValues)[]) {
      const element = form.elements.namedItem(name);
      const value =
        element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement
          ? element.value
          : undefined;
      if (value !== undefined && value !== values[name]) typed[name] = value;
    }
    const synced =
      Object.keys(typed).length > 0 ? setValues({ ...values, ...typed }, false) : Promise.resolve();
    if (takeWaitingSubmit?.()) void Promise.resolve(synced).then(() => submitForm());
    // Only once, on mount: afterwards Formik owns the inputs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
