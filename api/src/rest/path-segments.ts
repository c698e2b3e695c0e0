import { type RequestHandler } from 'express';
import { hasControlCharacter } from '../validation/plain-fields';
import { InputValidationError } from '../validation/input-validation.error';

/** Far above any slug (200) or session id (128); a longer segment is never a real address. */
export const maxPathSegmentLength = 1_000;

/**
 * Path parameters get the rules body fields get, for every REST route at once, before any
 * route reads `req.params`: each segment of the path, decoded as a parameter would be, must
 * decode (no broken percent-encoding), hold no control characters (`/api/blog/%00`) and stay
 * within a length. Each route then validates its parameters with its args class, as GraphQL
 * does (validate-input.ts). Refusals go to the error handler as InputValidationError (400).
 */
export const refuseHostilePathSegments: RequestHandler = (req, _res, next) => {
  for (const raw of req.path.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      next(new InputValidationError({ path: 'The address holds a broken percent-encoding.' }));
      return;
    }
    if (hasControlCharacter(segment)) {
      next(
        new InputValidationError({ path: 'The address holds control characters (such as NUL).' }),
      );
      return;
    }
    if (segment.length > maxPathSegmentLength) {
      next(new InputValidationError({ path: 'A part of the address is too long.' }));
      return;
    }
  }
  next();
};
