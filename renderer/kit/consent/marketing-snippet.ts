/** The spec's message when the snippet's client object is missing (section 8). */
export const MARKETING_LOAD_FAILED = 'Bloomreach script failed to load';

interface MarketingClient {
  start(options: MarketingOptions): void;
}

export interface MarketingOptions {
  token: string;
  target: string;
  track: { visits: boolean };
  experiments: { mode: 'async' };
}

declare global {
  interface Window {
    exponea?: MarketingClient;
  }
}

/** UK API region, visit tracking on, async experiments (spec section 9). */
export function marketingOptions(token: string): MarketingOptions {
  return { token, target: 'https://api.uk.exponea.com', track: { visits: true }, experiments: { mode: 'async' } };
}

/** Starts the loaded snippet's client, or logs the spec's message when the client object is missing. */
export function startMarketingClient(token: string, host: { exponea?: unknown }, log: (message: string) => void = console.error): boolean {
  const client = host.exponea as Partial<MarketingClient> | undefined;
  if (typeof client?.start !== 'function') {
    log(MARKETING_LOAD_FAILED);
    return false;
  }
  client.start(marketingOptions(token));
  return true;
}

let injected = false;

/** Injects the snippet once per page load, after marketing consent. */
export function injectMarketingSnippet(snippet: { src: string; token: string }): void {
  if (injected) return;
  injected = true;
  const script = document.createElement('script');
  script.src = snippet.src;
  script.async = true;
  script.id = 'marketing-snippet';
  script.addEventListener('load', () => startMarketingClient(snippet.token, window));
  script.addEventListener('error', () => console.error(MARKETING_LOAD_FAILED));
  document.head.appendChild(script);
}
