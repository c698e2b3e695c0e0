import { Router } from 'express';
import { type FormTokens } from '../modules/contact/spam/form-token';

/**
 * GET /api/contacts/form-token: a fresh timestamp token for the contact form, fetched when the
 * form opens (the page itself is prerendered, so it cannot carry one).
 */
export function formTokenRoutes(tokens: FormTokens): Router {
  const router = Router();
  router.get('/contacts/form-token', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ token: tokens.issue() });
  });
  return router;
}
