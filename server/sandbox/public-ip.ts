import { Router } from 'express';
import { normaliseIp } from '../commerce/store-ip/ip-ranges.ts';
import { SANDBOX_PUBLIC_IP_PATH } from '../commerce/consent/consent-settings.ts';

/** The local public-IP service the browser asks while the lookup is the sandbox: it answers the request's own address. */
export function publicIpSandbox(): Router {
  const router = Router();
  router.get(SANDBOX_PUBLIC_IP_PATH, (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const ip = req.ip ? normaliseIp(req.ip)?.address : undefined;
    if (!ip) return void res.status(503).json({ error: 'No IP address found' });
    res.json({ ip });
  });
  return router;
}
