import { useCallback, useRef } from 'react';

const tokenPath = '/api/contacts/form-token';
/** Sending never waits longer than this for a token; the API accepts a form without one. */
const tokenWaitMs = 2_000;

async function fetchToken(): Promise<string | undefined> {
  try {
    const response = await fetch(tokenPath, { headers: { Accept: 'application/json' } });
    const body = (await response.json()) as { token?: unknown };
    return response.ok && typeof body.token === 'string' ? body.token : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The contact form's timestamp token (the API's spam screen reads it). The page is prerendered,
 * so the token is fetched when the visitor first types or clicks in the form, which also keeps
 * bots that never interact from getting one cheaply.
 */
export function useFormToken() {
  const pending = useRef<Promise<string | undefined> | undefined>(undefined);

  const request = useCallback(() => {
    pending.current ??= fetchToken();
  }, []);

  const take = useCallback(async (): Promise<string | undefined> => {
    if (!pending.current) return undefined;
    const timeout = new Promise<undefined>((resolve) => setTimeout(resolve, tokenWaitMs));
    return Promise.race([pending.current, timeout]);
  }, []);

  return { request, take };
}
