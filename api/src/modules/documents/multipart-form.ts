import { type Request } from 'express';

/**
 * A multipart/form-data body already read into a Buffer (express.raw), parsed by the
 * platform's own parser (the fetch standard's FormData). Undefined when it is not a readable
 * multipart body.
 */
export async function readMultipartForm(req: Request): Promise<FormData | undefined> {
  const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
  try {
    // A Buffer is a Uint8Array over an ArrayBuffer; TypeScript cannot tell it from a shared one.
    return await new Response(body as Uint8Array<ArrayBuffer>, {
      headers: { 'content-type': req.headers['content-type'] ?? '' },
    }).formData();
  } catch {
    return undefined;
  }
}

/** The files of one field, leaving out the empty part a browser sends when none was chosen. */
export function formFiles(form: FormData, field: string): File[] {
  return form
    .getAll(field)
    .filter(
      (value): value is File => typeof value !== 'string' && (value.size > 0 || value.name !== ''),
    );
}

export const multipartType = /^multipart\/form-data\s*;/i;
