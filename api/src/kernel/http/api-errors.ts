import { type ErrorRequestHandler, type RequestHandler, type Response } from 'express';
import { describeBodyError } from './body-errors';
import { type Logger } from '../../logger';
import { describeServiceError } from './service-errors';
import { InputValidationError } from '../../validation/input-validation.error';

/** The REST error shape: `{ error }`, plus `fields` for invalid input. */
export const restError = (res: Response, message: string) => {
  res.json({ error: message });
};

export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ error: `Not found: ${req.method} ${req.originalUrl.split('?')[0]}` });
};

/** Every /api failure becomes JSON with a fitting status; never a stack trace or an HTML page. */
export function apiErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, _req, res, _next) => {
    if (error instanceof InputValidationError) {
      res.status(400).json({ error: error.message, fields: error.fields });
      return;
    }
    const serviceError = describeServiceError(error);
    if (serviceError) {
      if (serviceError.retryAfterSeconds !== undefined)
        res.setHeader('Retry-After', String(serviceError.retryAfterSeconds));
      // A module's refusal also names its code and detail (SLOT_TAKEN with the next slots).
      const { details, code, message } = serviceError;
      res
        .status(serviceError.status)
        .json(details ? { ...details, error: message, code } : { error: message });
      return;
    }
    const clientError = describeBodyError(error);
    if (clientError) {
      restError(res.status(clientError.status), clientError.message);
      return;
    }
    logger.error('REST: unexpected error', error);
    restError(res.status(500), 'Internal server error');
  };
}
