import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import { useMoney } from '../../../renderer/kit/hooks/use-money.ts';
import { savingsByBand } from '../../../domain/cycle-to-work/savings.ts';

/** The saving on a total by income tax band, with the assumptions it rests on. */
export function SavingsEstimate({ total }: { total: number }) {
  const { t } = useTranslation('cycletowork');
  const money = useMoney().pounds;
  return (
    <section className="c2w-savings" aria-label={t('savings.heading')}>
      <table className="c2w-savings__table">
        <caption>{t('savings.caption', { total: money(total) })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('savings.band')}</th>
            <th scope="col">{t('savings.saving')}</th>
            <th scope="col">{t('savings.youPay')}</th>
            <th scope="col">{t('savings.monthly')}</th>
          </tr>
        </thead>
        <tbody>
          {savingsByBand(total).map((band) => (
            <tr key={band.band}>
              <th scope="row">{t(`savings.${band.band}`)}</th>
              <td>{money(band.saving)}</td>
              <td>{money(band.youPay)}</td>
              <td>{money(band.monthlyCost)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="c2w-savings__assumptions">{t('savings.assumptions')}</p>
    </section>
  );
}
