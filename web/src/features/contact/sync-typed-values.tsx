import { useFormikContext } from 'formik';
import { useEffect, useState, type RefObject } from 'react';
import type { ContactFormValues } from './contact-schema';
import { isFormField } from './form-field';

interface SyncTypedValuesProps {
  formRef: RefObject<HTMLFormElement | null>;
  /** True when Send was pressed before hydration; the submit is then made now. */
  takeWaitingSubmit?: () => boolean;
}

/** What the visitor left in the server-rendered inputs, where it differs from Formik's values. */
function readTypedValues(
  form: HTMLFormElement,
  values: ContactFormValues,
): Partial<ContactFormValues> {
  const typed: Partial<ContactFormValues> = {};
  for (const name of Object.keys(values) as (keyof ContactFormValues)[]) {
    const element = form.elements.namedItem(name);
    const value = isFormField(element) ? element.value : undefined;
    if (value !== undefined && value !== values[name]) typed[name] = value;
  }
  return typed;
}

/**
 * Hydration keeps whatever is already in the server-rendered inputs: text typed, or filled in
 * by the browser's autofill, before the form's code arrived. This copies it into Formik once,
 * so what the visitor sees is what gets validated and sent.
 */
export function SyncTypedValues({ formRef, takeWaitingSubmit }: SyncTypedValuesProps) {
  const { values, setValues, submitForm } = useFormikContext<ContactFormValues>();
  const [submitAfterSync, setSubmitAfterSync] = useState(false);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = readTypedValues(form, values);
    if (Object.keys(typed).length > 0) void setValues({ ...values, ...typed }, false);
    if (takeWaitingSubmit?.()) setSubmitAfterSync(true);
    // Only once, on mount: afterwards Formik owns the inputs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Formik's submitForm sees the values of the last render, so the held-back submit waits for
  // the render that carries the synced values (submitting straight after setValues validated
  // the empty initial values and showed "required" under fields the visitor had filled).
  useEffect(() => {
    if (!submitAfterSync) return;
    setSubmitAfterSync(false);
    void submitForm();
  }, [submitAfterSync, submitForm]);

  return null;
}
