import type { ContactFormValues } from './contact-schema';

/**
 * The body POST /api/contacts expects (spec section 7), plus the honeypot: the API, not the
 * browser, decides what a filled one means.
 */
export type ContactPayload = Omit<ContactFormValues, 'tool'> & {
  /** The owner tool the message came from; sent only when there is one. */
  tool?: string;
  /** The spam screen's timestamp token (use-form-token.ts), when one was fetched. */
  formToken?: string;
  /** Documents uploaded for this request (upload-documents.ts), when any were chosen. */
  documentIds?: string[];
};

/** A failed submission: the message for the toast, plus per-field messages on a 400. */
export class ContactSubmitError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly fields: Partial<Record<keyof ContactPayload, string>> = {},
  ) {
    super(message);
    this.name = 'ContactSubmitError';
  }
}

const payloadKeys = [
  'name',
  'email',
  'phone',
  'company',
  'message',
  'service',
  'location',
] as const;

export function toContactPayload(values: ContactFormValues): ContactPayload {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    company: values.company.trim(),
    message: values.message.trim(),
    service: values.service,
    location: values.location,
    referenceCode: values.referenceCode,
    ...(values.tool ? { tool: values.tool } : {}),
  };
}

/** Keeps only the known fields, each as one readable message (the API may send arrays). */
function readFieldErrors(raw: unknown): ContactSubmitError['fields'] {
  if (!raw || typeof raw !== 'object') return {};
  const fields: ContactSubmitError['fields'] = {};
  for (const key of payloadKeys) {
    const value = (raw as Record<string, unknown>)[key];
    const text = Array.isArray(value)
      ? value.filter((v) => typeof v === 'string').join(' ')
      : value;
    if (typeof text === 'string' && text) fields[key] = text;
  }
  return fields;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * Sends the form. On a non-success status it throws with the server's `error` field, or
 * `HTTP error! status: {code}` when there is none, as the spec's generic request does.
 */
export async function submitContact(payload: ContactPayload): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/contacts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
    });
  } catch {
    throw new ContactSubmitError(
      'We could not reach the server. Please check your connection and try again.',
      undefined,
    );
  }
  if (response.ok) return;
  const body = (await readJson(response)) as { error?: unknown; fields?: unknown } | undefined;
  const message =
    typeof body?.error === 'string' && body.error
      ? body.error
      : `HTTP error! status: ${response.status}`;
  throw new ContactSubmitError(message, response.status, readFieldErrors(body?.fields));
}
