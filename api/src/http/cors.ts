import { type RequestHandler } from 'express';

/**
 * The site and the API share one origin, so CORS is off unless CORS_ORIGINS lists extra origins
 * (for example a separately served front end in development).
 */
export function corsFor(origins: readonly string[]): RequestHandler {
  const allowed = new Set(origins);
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (!origin || !allowed.has(origin)) {
      next();
      return;
    }
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.vary('Origin');
    // The paging headers of GET /api/blog, readable by a front end on another origin too.
    res.setHeader('Access-Control-Expose-Headers', 'X-Total-Count, Link');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      res.setHeader(
        'Access-Control-Allow-Headers',
        req.headers['access-control-request-headers'] ?? 'Content-Type',
      );
      res.setHeader('Access-Control-Max-Age', '600');
      res.status(204).end();
      return;
    }
    next();
  };
}
