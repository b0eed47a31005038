import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import type { BikeModelProps } from '../../../schemas/generated/index.ts';

/** Keys of the rows whose value is not the same in every tier. */
export function changingRows(tiers: BikeModelProps['tiers']): Set<string> {
  const keys = [...new Set(tiers.flatMap((tier) => tier.specification.map((row) => row.key)))];
  return new Set(keys.filter((key) => new Set(tiers.map((tier) => tier.specification.find((row) => row.key === key)?.value ?? '')).size > 1));
}

/** Every specification row across the tiers; rows that change between tiers are marked. */
export function TierComparison({ tiers }: { tiers: BikeModelProps['tiers'] }) {
  const { t } = useTranslation('catalog');
  const labels = new Map(tiers.flatMap((tier) => tier.specification.map((row) => [row.key, row.label])));
  const keys = [...labels.keys()];
  const changing = changingRows(tiers);
  return (
    <section className="tier-comparison" aria-labelledby="tier-comparison-title">
      <h2 id="tier-comparison-title">{t('compareTiers')}</h2>
      <p className="tier-comparison__hint">{t('compareHint')}</p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: wider than a phone, the box scrolls, so it takes focus for the arrow keys */}
      <section className="table-scroll" aria-labelledby="tier-comparison-title" tabIndex={0}>
        <table className="figures-table">
          <thead>
            <tr>
              <td />
              {tiers.map((tier) => (
                <th key={tier.tier} scope="col">
                  {t(`tiers.${tier.tier}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => (
              <tr key={key} className={changing.has(key) ? 'is-changing' : ''} data-changes={changing.has(key) ? 'true' : 'false'}>
                <th scope="row">
                  {changing.has(key) ? <span className="tier-comparison__dot" aria-hidden="true" /> : null}
                  {labels.get(key)}
                  {changing.has(key) ? <span className="visually-hidden"> ({t('changesBetweenTiers')})</span> : null}
                </th>
                {tiers.map((tier) => (
                  <td key={tier.tier}>{tier.specification.find((row) => row.key === key)?.value ?? '–'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}
