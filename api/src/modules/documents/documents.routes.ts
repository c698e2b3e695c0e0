import express, { type ErrorRequestHandler, type Request, Router } from 'express';
import { requireBodyType } from '../../kernel/http/require-json';
import { requireSameOrigin } from '../../kernel/http/same-origin';
import { type Logger } from '../../logger';
import { apiErrorHandler, restError } from '../../kernel/http/api-errors';
import { InputValidationError } from '../../validation/input-validation.error';
import { type DeskCookies } from '../owner/desk-cookies';
import { type OwnerAuthService } from '../owner/owner-auth.service';
import { requireOwner } from '../owner/require-owner';
import { describeDocumentRefusal } from './document-refusal';
import { type DocumentsService, type UploadedFile } from './documents.service';
import { multipartType, readMultipartForm } from './multipart-form';

const multipartMessage =
  'Send the document as multipart/form-data, in one field named "file" (and optionally "sessionId").';
/** Room for the multipart framing around the largest accepted file. */
const framingBytes = 64 * 1024;
const sessionIdPattern = /^[\w-]{1,100}$/;

export interface DocumentRoutesOptions {
  maxBytes: number;
  auth: OwnerAuthService;
  cookies: DeskCookies;
  logger: Logger;
}

/**
 * POST /api/documents (a visitor's file, from this site's pages), DELETE /api/documents/:id
 * (its uploader takes it back before sending it), GET /api/admin/documents/:id (the owner's
 * download) and GET /api/admin/documents/:id/preview (a PDF's first page, for the owner). Mounted before the JSON-only /api router.
 */
export function documentRoutes(
  documents: DocumentsService,
  options: DocumentRoutesOptions,
): Router {
  const router = Router();
  router.post(
    '/documents',
    requireSameOrigin(restError),
    requireBodyType(multipartType, multipartMessage, restError),
    express.raw({ type: () => true, limit: options.maxBytes + framingBytes }),
    async (req, res) => {
      const { file, sessionId } = await readUpload(req);
      const receipt = await documents.upload(file, { clientIp: req.ip, sessionId });
      res.status(201).json(receipt);
    },
  );
  // The uploader takes back a file not sent yet: its id is the token that attaches it, so it
  // may also delete it while unattached. Once sent with a request it is the consultant's: 409.
  router.delete('/documents/:id', requireSameOrigin(restError), async (req, res) => {
    const outcome = await documents.discard(String(req.params.id));
    if (outcome === 'deleted') res.status(204).end();
    else if (outcome === 'attached')
      res.status(409).json({ error: 'This document was already sent with a request; it stays.' });
    else res.status(404).json({ error: 'No such document (it may have been removed already).' });
  });
  router.get(
    '/admin/documents/:id',
    requireOwner(options.auth, options.cookies),
    async (req, res) => {
      const document = await documents.download(String(req.params.id));
      if (!document) {
        res.status(404).json({ error: 'No such document.' });
        return;
      }
      res
        .status(200)
        .type(document.contentType)
        .setHeader(
          'Content-Disposition',
          `attachment; filename="${asciiName(document.name)}"; filename*=UTF-8''${encodeURIComponent(document.name)}`,
        )
        .setHeader('Cache-Control', 'private, no-store')
        // Opened in a tab by mistake, it still runs nothing and reaches nothing of the site.
        .setHeader('Content-Security-Policy', "sandbox; default-src 'none'")
        .send(document.content);
    },
  );
  router.get(
    '/admin/documents/:id/preview',
    requireOwner(options.auth, options.cookies),
    async (req, res) => {
      const png = await documents.preview(String(req.params.id));
      if (!png) {
        res.status(404).json({ error: 'No preview of this document.' });
        return;
      }
      res
        .status(200)
        .type('image/png')
        .setHeader('Cache-Control', 'private, no-store')
        .setHeader('Content-Security-Policy', "sandbox; default-src 'none'")
        .send(png);
    },
  );
  router.use(['/documents', '/admin/documents'], documentErrors);
  router.use(['/documents', '/admin/documents'], apiErrorHandler(options.logger));
  return router;
}

/** The one file and the optional chat session of an upload. */
async function readUpload(req: Request): Promise<{ file: UploadedFile; sessionId?: string }> {
  const form = await readMultipartForm(req);
  if (!form) {
    throw new InputValidationError({ file: `The form could not be read. ${multipartMessage}` });
  }
  const files = form.getAll('file');
  const file = files[0];
  if (files.length !== 1 || typeof file === 'string' || file === undefined) {
    throw new InputValidationError({ file: 'Send exactly one file, in the field named "file".' });
  }
  const session = form.get('sessionId');
  if (session !== null && (typeof session !== 'string' || !sessionIdPattern.test(session))) {
    throw new InputValidationError({ sessionId: 'sessionId must be the chat session id.' });
  }
  return {
    file: { name: file.name, bytes: Buffer.from(await file.arrayBuffer()) },
    sessionId: session ?? undefined,
  };
}

const documentErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  const refusal = describeDocumentRefusal(error);
  if (!refusal) {
    next(error);
    return;
  }
  if (refusal.retryAfterSeconds !== undefined)
    res.setHeader('Retry-After', String(refusal.retryAfterSeconds));
  res.status(refusal.status).json({ error: refusal.message });
};

/** The name for the plain `filename=`: ASCII only, no quotes. */
function asciiName(name: string): string {
  return name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
}
