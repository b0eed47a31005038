import { type ErrorRequestHandler, Router } from 'express';
import { checkStoreIp } from '../commerce/store-ip/check-store-ip.ts';
import { normaliseIp, parseIpRanges } from '../commerce/store-ip/ip-ranges.ts';
import type { Config } from '../config.ts';
import type { PublicIpLookup } from '../integrations/public-ip/public-ip.ts';
import { DomainError, invalid, STATUS_BY_TYPE } from '../lib/errors.ts';
import { validBody } from '../lib/request-body.ts';

/** POST /nuxt/api/check-store-ip {ipAddress} → {isStoreIp}, or {error: {message}} (spec sections 3 and 7). */
export function storeIpApi({ config, publicIp }: { config: Config; publicIp: PublicIpLookup }): Router {
  const router = Router();
  const storeRanges = parseIpRanges(config.storeIpAddresses);

  router.post('/check-store-ip', async (req, res) => {
    const { ipAddress } = validBody('requests/check-store-ip.json', req.body);
    const given = ipAddress?.trim() || undefined;
    if (given && !normaliseIp(given)) throw invalid('ipAddress must be an IPv4 or IPv6 address, e.g. 203.0.113.7 or 2001:db8::7', 'ipAddress');
    res.setHeader('Cache-Control', 'no-store');
    res.json(await checkStoreIp({ ipAddress: given, requestAddress: req.ip, storeRanges, publicIp, log: req.log }));
  });

  // This call's contract reads error.message, so its refusals carry the message there as well as in errors[].
  const refusal: ErrorRequestHandler = (error, _req, res, next) => {
    if (!(error instanceof DomainError)) return next(error);
    res
      .status(STATUS_BY_TYPE[error.type])
      .json({ error: { message: error.message }, errors: [{ message: error.message, ...(error.field ? { field: error.field } : {}) }] });
  };
  router.use('/check-store-ip', refusal);
  return router;
}
