import express, {
  type ErrorRequestHandler,
  type RequestHandler,
  type Response,
  Router,
} from 'express';
import { contactFormFields, contactPath, contactSentPath } from '@landman/content';
import { databaseRetryAfterSeconds, isDatabaseUnavailable } from '../db/database-unavailable';
import { describeBodyError } from '../kernel/http/body-errors';
import { ContactInput } from '../modules/contact/contact.input';
import { type ContactService } from '../modules/contact/contact.service';
import { describeDocumentRefusal } from '../modules/documents/document-refusal';
import { type DocumentsService } from '../modules/documents/documents.service';
import { formFiles, multipartType, readMultipartForm } from '../modules/documents/multipart-form';
import { RateLimitedError } from '../rate-limit/rate-limited.error';
import { InputValidationError } from '../validation/input-validation.error';
import { validateInput } from '../validation/validate-input';
import { RenderQueueFullError } from './render-queue';
import { type ServedContactForm } from './web-build';

export interface ContactFormPostDeps {
  contacts: Pick<ContactService, 'create'>;
  bodyLimit: string;
  /** The contact page showing the posted values and errors; undefined while web/dist is missing. */
  renderRefused: (form: ServedContactForm) => Promise<string | undefined>;
  logError: (message: string, error: unknown) => void;
  /** Documents sent with the form (file inputs named `documents`, multipart); off when absent. */
  documents?: FormDocuments;
}

export interface FormDocuments {
  service: Pick<DocumentsService, 'upload'>;
  /** DOCUMENT_MAX_BYTES and DOCUMENTS_PER_REQUEST. */
  maxBytes: number;
  perRequest: number;
}

/** The file inputs' name in the form. */
const documentsField = 'documents';

/**
 * The fields the form posts: ContactInput's, the honeypot, the form token, and the tool a
 * "Send this to ..." link came from (a hidden field).
 */
const formFields = [...contactFormFields, 'referenceCode', 'formToken', 'tool'] as const;

const formType = /^application\/x-www-form-urlencoded\s*(?:;|$)/i;

const notBuiltMessage =
  'Your message could not be checked because the website is not built yet. Please try again later.';

const databaseBusyMessage =
  'Your message could not be sent just now because our system is busy. Please go back and ' +
  'send it again in a few seconds.';

function plain(res: Response, status: number, text: string): void {
  res.status(status).set('Cache-Control', 'no-store').type('text/plain').send(text);
}

/** The posted fields, strings only: a field sent twice or with brackets counts as missing. */
function postedValues(body: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  if (body === null || typeof body !== 'object') return values;
  for (const key of formFields) {
    const value = (body as Record<string, unknown>)[key];
    if (typeof value === 'string') values[key] = value;
  }
  return values;
}

/**
 * The form is only ever sent from this site's own page. Browsers mark a post made from another
 * site's page; refusing it keeps other sites from posting through a visitor's browser or
 * showing our page with text of their choosing in the fields.
 */
const refuseCrossSite: RequestHandler = (req, res, next) => {
  if (req.get('sec-fetch-site') === 'cross-site') {
    plain(res, 403, 'This form can only be sent from the contact page of this website.');
    return;
  }
  next();
};

const requireFormBody =
  (multipart: boolean): RequestHandler =>
  (req, res, next) => {
    const type = req.get('content-type') ?? '';
    if (!formType.test(type) && !(multipart && multipartType.test(type))) {
      plain(res, 415, 'Send this form from the contact page of this website.');
      return;
    }
    next();
  };

/**
 * POST /contact: the contact form as a browser sends it without JavaScript (form-encoded).
 * The same ContactInput rules and ContactService as GraphQL and REST; then Post/Redirect/Get
 * to the thank-you panel (a reload does not send it twice), or the page again with what was
 * typed and the message under each refused field. Nothing the visitor typed goes in a URL.
 */
export function contactFormPost(deps: ContactFormPostDeps): Router {
  const router = Router();

  /** The contact page again, with what was typed and a message under the named fields. */
  const refuse = async (
    res: Response,
    status: number,
    values: Record<string, string>,
    errors: Record<string, string>,
  ) => {
    // The honeypot's value, and the spam screen's token, are never shown back.
    const { referenceCode: _honeypot, formToken: _token, ...shown } = values;
    const html = await deps.renderRefused({ values: shown, errors });
    if (html === undefined) {
      plain(res, 503, notBuiltMessage);
      return;
    }
    // It holds what the visitor typed: no cache may keep it.
    res.status(status).set('Cache-Control', 'no-store').type('html').send(html);
  };

  const send: RequestHandler = async (req, res) => {
    const form = multipartType.test(req.get('content-type') ?? '')
      ? await readMultipartForm(req)
      : undefined;
    const values = postedValues(form ? Object.fromEntries(form.entries()) : req.body);
    try {
      const input = await validateInput(ContactInput, values);
      if (form) {
        const documentIds = await sendDocuments(form, req.ip);
        if (!Array.isArray(documentIds)) {
          await refuse(res, documentIds.status, values, { [documentsField]: documentIds.message });
          return;
        }
        if (documentIds.length > 0) input.documentIds = documentIds;
      }
      await deps.contacts.create(input, {
        clientIp: req.ip,
        userAgent: req.get('user-agent'),
        lead: { via: 'form' },
      });
    } catch (error) {
      if (error instanceof InputValidationError) {
        await refuse(res, 400, values, error.fields);
        return;
      }
      if (error instanceof RateLimitedError) {
        // The form has no place for a page-wide message: it goes under the last field, next to
        // the Send button, where the visitor looks after sending.
        res.set('Retry-After', String(error.retryAfterSeconds));
        await refuse(res, 429, values, { message: error.message });
        return;
      }
      throw error;
    }
    res.redirect(303, contactSentPath);
  };

  /**
   * The form's files, each uploaded as POST /api/documents would (checked, scanned, stored):
   * their ids, or the refusal to show under the file input (nothing of the request is stored).
   */
  const sendDocuments = async (
    form: FormData,
    clientIp: string | undefined,
  ): Promise<string[] | { status: number; message: string }> => {
    const files = formFiles(form, documentsField);
    const documents = deps.documents;
    if (files.length === 0 || !documents) return [];
    if (files.length > documents.perRequest) {
      return {
        status: 400,
        message: `Send at most ${documents.perRequest} documents with one message.`,
      };
    }
    const ids: string[] = [];
    for (const file of files) {
      try {
        const bytes = Buffer.from(await file.arrayBuffer());
        ids.push((await documents.service.upload({ name: file.name, bytes }, { clientIp })).id);
      } catch (error) {
        const refusal = describeDocumentRefusal(error);
        if (!refusal) throw error;
        return { status: refusal.status, message: `${file.name}: ${refusal.message}` };
      }
    }
    return ids;
  };

  const failed: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
    const bodyError = describeBodyError(error);
    if (bodyError?.status === 413) {
      plain(res, 413, 'Your message is too long to send. Please shorten it and try again.');
      return;
    }
    if (bodyError) {
      plain(res, bodyError.status, 'The form could not be read. Please go back and try again.');
      return;
    }
    if (isDatabaseUnavailable(error) || error instanceof RenderQueueFullError) {
      res.set('Retry-After', String(databaseRetryAfterSeconds));
      plain(res, 503, databaseBusyMessage);
      return;
    }
    deps.logError('Contact form post failed', error);
    plain(
      res,
      500,
      'Your message could not be sent because of a server error. Please go back and try again shortly.',
    );
  };

  router.post(
    contactPath,
    refuseCrossSite,
    requireFormBody(deps.documents !== undefined),
    express.urlencoded({ extended: false, limit: deps.bodyLimit, parameterLimit: 50 }),
    // The form with its files: room for every document and the fields around them.
    express.raw({
      type: (req) => multipartType.test(req.headers['content-type'] ?? ''),
      limit: (deps.documents?.maxBytes ?? 0) * (deps.documents?.perRequest ?? 0) + 256 * 1024,
    }),
    send,
    failed,
  );
  return router;
}
