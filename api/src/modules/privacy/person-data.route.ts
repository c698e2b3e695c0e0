import { Router } from 'express';
import { type DeskCookies } from '../owner/desk-cookies';
import { type OwnerAuthService } from '../owner/owner-auth.service';
import { requireOwner } from '../owner/require-owner';
import { type PersonDataService } from './person-data.service';

/**
 * GET /api/admin/leads/:id/person-data.json: everything held about the lead's person, as a
 * file (their copy, before they are forgotten). Owners only, like the leads CSV.
 */
export function personDataRoutes(
  auth: OwnerAuthService,
  personData: PersonDataService,
  cookies: DeskCookies,
): Router {
  const router = Router();
  router.get('/admin/leads/:id/person-data.json', requireOwner(auth, cookies), async (req, res) => {
    const { id } = req.params;
    const data = await personData.export(typeof id === 'string' ? id : '');
    const day = data.exportedAt.slice(0, 10);
    res
      .status(200)
      .type('application/json; charset=utf-8')
      .setHeader('Content-Disposition', `attachment; filename="person-data-${day}.json"`)
      .setHeader('Cache-Control', 'no-store')
      .send(JSON.stringify(data, null, 2));
  });
  return router;
}
