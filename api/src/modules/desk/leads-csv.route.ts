import { type Request, Router } from 'express';
import { validateInput } from '../../validation/validate-input';
import { requireOwner } from '../owner/require-owner';
import { type OwnerAuthService } from '../owner/owner-auth.service';
import { type DeskCookies } from '../owner/desk-cookies';
import { LeadsArgs } from './desk.input';
import { type LeadsService } from './leads.service';

/** GET /api/admin/leads.csv?status=&search=: the same filter as the `leads` query, as a file. */
export function leadsCsvRoutes(
  auth: OwnerAuthService,
  leads: LeadsService,
  cookies: DeskCookies,
): Router {
  const router = Router();
  router.get('/admin/leads.csv', requireOwner(auth, cookies), async (req, res) => {
    const filter = await validateInput(LeadsArgs, {
      status: queryText(req, 'status')?.toUpperCase(),
      search: queryText(req, 'search'),
      first: 1,
    });
    const csv = await leads.csv(filter);
    const day = new Date().toISOString().slice(0, 10);
    res
      .status(200)
      .type('text/csv; charset=utf-8')
      .setHeader('Content-Disposition', `attachment; filename="leads-${day}.csv"`)
      .setHeader('Cache-Control', 'no-store')
      // A BOM, so spreadsheet programs read the file as UTF-8.
      .send(`\uFEFF${csv}`);
  });
  return router;
}

function queryText(req: Request, name: string): string | undefined {
  const value = req.query[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
