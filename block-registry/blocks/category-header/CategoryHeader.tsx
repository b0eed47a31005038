import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import type { CategoryHeaderProps } from '../../../schemas/generated/index.ts';
import type { BlockComponentProps } from '../../types.ts';
import { Breadcrumbs } from '../shared/Breadcrumbs.tsx';
import { SmartLink } from '../../../renderer/kit/components/smart-link.tsx';

export function CategoryHeader({ title, intro, breadcrumbs, subcategories = [] }: BlockComponentProps<CategoryHeaderProps>) {
  const { t } = useTranslation('catalog');
  const { t: tCommon } = useTranslation();
  return (
    <header className="category-header">
      <Breadcrumbs items={breadcrumbs} label={tCommon('breadcrumbs')} current={title} />
      <h1 className="category-header__title">{title}</h1>
      {intro ? <p className="category-header__intro">{intro}</p> : null}
      {subcategories.length ? (
        <nav className="category-header__children" aria-label={t('shopByCategory')}>
          <ul>
            {subcategories.map((child) => (
              <li key={child.href}>
                <SmartLink href={child.href}>
                  {child.label} <span className="category-header__count">({child.count})</span>
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
