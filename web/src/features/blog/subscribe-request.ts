/** The API's answer to a subscription request: its message, or why it was refused. */
export type SubscribeResult = { ok: true; message: string } | { ok: false; error: string };

const unreachable = 'We could not reach the server. Please check your connection and try again.';

/**
 * POST /api/newsletter/subscriptions (api/src/modules/newsletter/newsletter.routes.ts): 202 with
 * `{ message }`, or a 4xx/5xx with `{ error }`, shown as the server words it.
 */
export async function requestSubscription(
  email: string,
  frequency: string,
): Promise<SubscribeResult> {
  let response: Response;
  try {
    response = await fetch('/api/newsletter/subscriptions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email, frequency }),
    });
  } catch {
    return { ok: false, error: unreachable };
  }
  const body = (await response.json().catch(() => undefined)) as
    { message?: unknown; error?: unknown } | undefined;
  if (response.ok) {
    return { ok: true, message: typeof body?.message === 'string' ? body.message : '' };
  }
  const error = typeof body?.error === 'string' && body.error ? body.error : unreachable;
  return { ok: false, error };
}
