import { diskPhotoStorage } from './photos/disk.ts';
import type { PhotoStorage } from './photos/photo-storage.ts';
import { s3PhotoStorage } from './photos/s3.ts';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/database.ts';
import type { CycleToWorkSchemes } from './cycle-to-work/certificates.ts';
import { httpCycleToWork } from './cycle-to-work/http.ts';
import { sandboxCycleToWork } from './cycle-to-work/sandbox.ts';
import type { ExchangeRateSource } from './exchange-rates/exchange-rates.ts';
import { httpExchangeRates } from './exchange-rates/http.ts';
import { sandboxExchangeRates } from './exchange-rates/sandbox.ts';
import type { FinanceProvider } from './finance/finance-provider.ts';
import { httpFinance } from './finance/http.ts';
import { sandboxFinance } from './finance/sandbox.ts';
import type { Geolocation } from './geolocation/geolocation.ts';
import { httpGeolocation } from './geolocation/http.ts';
import { sandboxGeolocation } from './geolocation/sandbox.ts';
import type { CrossBorderPartner } from './esw/esw.ts';
import { httpEsw } from './esw/http.ts';
import { sandboxEsw } from './esw/sandbox.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import { stripePayments } from './payments/stripe.ts';
import { httpPublicIp } from './public-ip/http.ts';
import type { PublicIpLookup } from './public-ip/public-ip.ts';
import { sandboxPublicIp } from './public-ip/sandbox.ts';

export interface Integrations {
  geolocation: Geolocation;
  publicIp: PublicIpLookup;
  exchangeRates: ExchangeRateSource;
  finance: FinanceProvider;
  payments: PaymentProvider;
  esw: CrossBorderPartner;
  cycleToWork: CycleToWorkSchemes;
  /** Uploaded product photographs: a folder, or an S3-compatible bucket. */
  photos: PhotoStorage;
}

/** Each outside party from configuration: its HTTP adapter when configured, else its local sandbox. */
export function createIntegrations(config: Config, db: Queryable): Integrations {
  const timeout = config.integrationTimeoutMs;
  const { geolocation, publicIp, exchangeRates } = config;
  return {
    geolocation:
      geolocation.provider === 'http' && geolocation.url ? httpGeolocation(geolocation.url, timeout) : sandboxGeolocation({ fails: geolocation.sandboxFails }),
    publicIp: publicIp.provider === 'http' && publicIp.url ? httpPublicIp(publicIp.url, timeout) : sandboxPublicIp(),
    exchangeRates: exchangeRates.provider === 'http' && exchangeRates.url ? httpExchangeRates(exchangeRates.url, timeout) : sandboxExchangeRates(),
    finance: financeProvider(config.finance, timeout, db),
    payments: paymentProvider(config, timeout),
    esw:
      config.esw.provider === 'http' && config.esw.url && config.esw.apiKey && config.esw.checkoutOrigin
        ? httpEsw({ url: config.esw.url, apiKey: config.esw.apiKey, checkoutOrigin: config.esw.checkoutOrigin, timeoutMs: timeout })
        : sandboxEsw(db, { fails: config.esw.sandboxFails }),
    cycleToWork:
      config.cycleToWork.provider === 'http' && config.cycleToWork.url && config.cycleToWork.apiKey
        ? httpCycleToWork({ url: config.cycleToWork.url, apiKey: config.cycleToWork.apiKey, timeoutMs: timeout })
        : sandboxCycleToWork(),
    photos: config.photos.storage === 's3' ? s3PhotoStorage(config.photos.s3, timeout) : diskPhotoStorage(config.photos.dir),
  };
}

/** Card payments always take Stripe's path: Stripe itself, or the local double `startPaymentSandbox` started. */
function paymentProvider(config: Config, timeoutMs: number): PaymentProvider {
  const { stripe } = config.payments;
  if (!stripe)
    throw new Error('PAYMENT_PROVIDER=sandbox needs the local Stripe double started first (startPaymentSandbox in server/sandbox/payment-sandbox.ts)');
  return stripePayments({ ...stripe, returnUrl: `${config.siteUrls.uk}/checkout/?payment=confirmed`, timeoutMs });
}

function financeProvider(
  { provider, url, retailerId, retailerGuid, applicationOrigin, sandboxFails }: Config['finance'],
  timeoutMs: number,
  db: Queryable,
): FinanceProvider {
  if (provider === 'http' && url && retailerId && retailerGuid && applicationOrigin)
    return httpFinance({ url, retailerId, retailerGuid, applicationOrigin, timeoutMs });
  return sandboxFinance({ fails: sandboxFails, db });
}
