import type { Shell } from '../../../schemas/generated/index.ts';

export type CalculatorScript = NonNullable<NonNullable<Shell['finance']>['calculatorScript']>;

/** The little of `document` the loader needs, so it can be tried without a browser. */
export interface ScriptHost {
  createScript(): ScriptElement;
  append(element: ScriptElement): void;
}

export interface ScriptElement {
  src: string;
  async: boolean;
  dataset: Record<string, string | undefined>;
  onload: ((event: Event) => unknown) | null;
  onerror: ((event: Event | string) => unknown) | null;
}

export function documentScriptHost(doc: Document): ScriptHost {
  return {
    createScript: () => doc.createElement('script'),
    append: (element) => doc.head.append(element as HTMLScriptElement),
  };
}

const loads = new Map<string, Promise<void>>();

/**
 * Loads the finance provider's calculator script asynchronously, once per page life,
 * with our retailer id and guid; `onLoaded` runs when it is ready (spec section 4). A
 * failure is only logged: our own calculator works without it.
 */
export function loadFinanceScript(script: CalculatorScript, host: ScriptHost, onLoaded: () => void): Promise<void> {
  let load = loads.get(script.src);
  if (!load) {
    load = new Promise<void>((resolve, reject) => {
      const element = host.createScript();
      element.async = true;
      element.src = script.src;
      element.dataset['retailerId'] = script.retailerId;
      element.dataset['retailerGuid'] = script.retailerGuid;
      element.onload = () => resolve();
      element.onerror = () => reject(new Error(`Finance calculator script failed to load: ${script.src}`));
      host.append(element);
    });
    loads.set(script.src, load);
  }
  return load.then(onLoaded, (error: unknown) => {
    loads.delete(script.src);
    console.warn(error instanceof Error ? error.message : error);
  });
}
