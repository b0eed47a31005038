import type { RequestHandler } from 'express';

/**
 * Security headers on every answer. Scripts run only from this origin and the configured
 * outside ones: the page has no inline script to allow (its tree and settings are JSON data
 * blocks, which never run, and its bootstrap is the bundle's own file), so the policy is the
 * same for every answer and a cached page stays byte-identical (docs/decisions/016). `paymentOrigins` are the card payment provider's (its script, hosted fields and API),
 * opened only while that provider is configured; `scriptOrigins` are other configured outside scripts
 * (the consent manager, the finance calculator), `connectOrigins` services the browser calls (a public-IP service).
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
  const policy = [
    "default-src 'self'",
    `script-src 'self'${provider}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${connect}`,
    `frame-src 'self'${provider}`,
    "form-action 'self'",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ');
  return (_req, res, next) => {
    res.setHeader('Content-Security-Policy', policy);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
    if (hsts) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}
