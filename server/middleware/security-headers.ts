import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';

/**
 * Security headers on every answer, and a fresh CSP nonce that every inline script of the page
 * carries. `paymentOrigins` are the card payment provider's (its script, hosted fields and API),
 * opened only while that provider is configured; `scriptOrigins` are other configured outside scripts
 * (the consent manager), `connectOrigins` services the browser calls (a public-IP service).
 */
export function securityHeaders({
  hsts,
  paymentOrigins = [],
  scriptOrigins = [],
  connectOrigins = [],
}: {
  hsts: boolean;
  paymentOrigins?: string[];
  scriptOrigins?: string[];
  connectOrigins?: string[];
}): RequestHandler {
  const list = (origins: string[]) => origins.map((origin) => ` ${origin}`).join('');
  const provider = list([...paymentOrigins, ...scriptOrigins]);
  const connect = list([...paymentOrigins, ...scriptOrigins, ...connectOrigins]);
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString('base64');
    res.locals['cspNonce'] = nonce;
    res.setHeader(
      'Content-Security-Policy',
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}'${provider}`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self'",
        `connect-src 'self'${connect}`,
        `frame-src 'self'${provider}`,
        "form-action 'self'",
        "frame-ancestors 'self'",
        "object-src 'none'",
        "base-uri 'none'",
      ].join('; '),
    );
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
    if (hsts) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}
