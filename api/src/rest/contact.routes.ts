import { Router } from 'express';
import { ContactInput } from '../modules/contact/contact.input';
import { type ContactService } from '../modules/contact/contact.service';
import { contactView } from '../modules/contact/contact.view';
import { validateInput } from '../validation/validate-input';

export function contactRoutes(contacts: ContactService): Router {
  const router = Router();

  router.post('/contacts', async (req, res) => {
    const input = await validateInput(ContactInput, req.body);
    res
      .status(201)
      .json(
        contactView(
          await contacts.create(input, { clientIp: req.ip, userAgent: req.get('user-agent') }),
        ),
      );
  });

  return router;
}
