import type { Shell } from '../../../schemas/generated/index.ts';
import type { FinanceConfig } from '../../config.ts';

export type FinanceSettings = NonNullable<Shell['finance']>;

/** The finance settings every page carries: the flag, the help centre and the calculator script when it is configured. */
export function financeSettings(config: FinanceConfig): FinanceSettings {
  const { enabled, helpCentreUrl, calculatorScriptUrl, retailerId, retailerGuid } = config;
  return {
    enabled,
    helpCentreUrl,
    ...(calculatorScriptUrl && retailerId && retailerGuid ? { calculatorScript: { src: calculatorScriptUrl, retailerId, retailerGuid } } : {}),
  };
}

/** Adds the finance settings to a (shared, cached) shell without changing it. */
export function withFinanceSettings(shell: Shell, config: FinanceConfig): Shell {
  return { ...shell, finance: financeSettings(config) };
}
