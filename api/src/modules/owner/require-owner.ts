import { type RequestHandler } from 'express';
import { type DeskCookies } from './desk-cookies';
import { NotSignedInError } from './owner.errors';
import { type OwnerAuthService } from './owner-auth.service';

/**
 * The one gate of every owner-only REST path (CSV exports, image uploads): a live desk session
 * from the desk's cookie, or 401 through the API's error handler. GraphQL has its auth checker.
 */
export function requireOwner(auth: OwnerAuthService, cookies: DeskCookies): RequestHandler {
  return async (req, _res, next) => {
    if (await auth.authenticate(cookies.sessionToken(req))) next();
    else next(new NotSignedInError());
  };
}
