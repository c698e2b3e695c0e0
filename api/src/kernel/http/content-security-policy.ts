/** CSP directives by name; each value a list of sources, or empty for a bare directive. */
type Directives = Record<string, readonly string[]>;

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** What every HTML policy shares: no plugins, no <base> hijack, forms post only here. */
const documentBase: Directives = {
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

/**
 * The website's pages. Scripts: the site's own files and the inline scripts the server wrote
 * (by hash); no 'unsafe-inline', no inline event handlers. Styles keep 'unsafe-inline':
 * Emotion (MUI) inserts <style> tags at run time and MUI sets style attributes. Images, fonts
 * and the share image are self-hosted; data: covers MUI's inline SVG backgrounds. connect-src
 * 'self' covers /graphql over HTTP and its WebSocket (ws/wss on this origin).
 */
export function pageContentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    ...documentBase,
  });
}

/**
 * The bundled GraphiQL (GET /graphql from a browser, files under /graphql/playground): its
 * own script files only; its stylesheet and CodeMirror set inline styles and data: fonts.
 */
export const playgroundContentSecurityPolicy = serialize({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  ...documentBase,
});

/** JSON and plain-text answers (/api, /graphql, /healthz): nothing in them may load or run. */
export const apiContentSecurityPolicy = serialize({
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
});
