import { useFormikContext } from 'formik';
import { useEffect, useRef, type RefObject } from 'react';
import { isFormField } from './form-field';

/**
 * After a submit that failed, on the form's own checks or on the server's field errors, moves
 * focus to the first field with an error in page order (name, email, ..., message), so keyboard
 * and screen-reader users land on the problem, with its message read out, instead of staying on
 * the Send button.
 */
export function FocusFirstError({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  const { submitCount, isSubmitting, errors } = useFormikContext<Record<string, string>>();
  const handledSubmit = useRef(submitCount);

  useEffect(() => {
    // Wait until the attempt is over: then errors hold the checks' or the server's verdict.
    if (isSubmitting || submitCount === handledSubmit.current) return;
    handledSubmit.current = submitCount;
    const fields = Array.from(formRef.current?.elements ?? []).filter(isFormField);
    fields.find((field) => field.name && errors[field.name])?.focus();
  }, [submitCount, isSubmitting, errors, formRef]);

  return null;
}
