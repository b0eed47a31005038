import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import type { ProductDetailProps } from '../../../schemas/generated/index.ts';

export function SpecTable({ rows }: { rows: ProductDetailProps['specification'] }) {
  const { t } = useTranslation('catalog');
  if (!rows.length) return null;
  return (
    <section className="spec-table" aria-labelledby="spec-table-title">
      <h2 id="spec-table-title">{t('specification')}</h2>
      <dl>
        {rows.map((row) => (
          <div key={row.key}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
