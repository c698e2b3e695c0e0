/** The form controls that carry a named value: inputs, text areas and selects. */
export type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export function isFormField(element: unknown): element is FormField {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
  );
}
