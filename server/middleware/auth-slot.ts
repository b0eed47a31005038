import type { Request, RequestHandler, Response } from 'express';

/** The authentication and token-renewal step; the customer domain plugs its implementation in. */
export type Authenticate = (req: Request, res: Response) => Promise<void>;

/** Paths the authentication step leaves alone (spec section 2). */
export function skipsAuthentication(path: string): boolean {
  if (path === '/my-account' || path.startsWith('/my-account/')) return true;
  return ['nuxt', '_nuxt', '_fonts', '_scripts', 'favicon.ico', '/assets/'].some((part) => path.includes(part));
}

export function authenticationStep(authenticate: Authenticate | undefined): RequestHandler {
  return async (req, res, next) => {
    if (!authenticate || skipsAuthentication(req.site?.path ?? req.path)) return next();
    await authenticate(req, res);
    next();
  };
}
