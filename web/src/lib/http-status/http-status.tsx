import { createContext, useContext } from 'react';

/** Filled in while the server renders a page; absent in the browser. */
export interface RenderStatus {
  code: number;
}

export const RenderStatusContext = createContext<RenderStatus | null>(null);

/**
 * Sets the HTTP status of the server's response for the page being rendered, for example 404
 * on the not-found page or for a missing blog post. Renders nothing.
 */
export function HttpStatus({ code }: { code: number }) {
  const status = useContext(RenderStatusContext);
  if (status) status.code = code;
  return null;
}
