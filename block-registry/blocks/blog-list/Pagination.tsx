import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import { SmartLink } from '../../../renderer/kit/components/smart-link.tsx';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The first page's path, with the language prefix. */
  firstPageHref: string;
}

/** Previous, numbered and next links; page 1 is the bare path so it has one address. */
export function Pagination({ page, pageCount, firstPageHref }: PaginationProps) {
  const { t } = useTranslation('blog');
  if (pageCount <= 1) return null;
  const hrefOf = (n: number) => (n === 1 ? firstPageHref : `${firstPageHref}?page=${n}`);
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav className="pagination" aria-label={t('pagination')}>
      <ul className="pagination__list">
        {page > 1 ? (
          <li>
            <SmartLink className="pagination__step" href={hrefOf(page - 1)} rel="prev">
              {t('previousPage')}
            </SmartLink>
          </li>
        ) : null}
        {pages.map((n) => (
          <li key={n}>
            {n === page ? (
              <span className="pagination__page pagination__page--current" aria-current="page">
                <span className="visually-hidden">{t('pageNumber', { page: n })}</span>
                <span aria-hidden="true">{n}</span>
              </span>
            ) : (
              <SmartLink className="pagination__page" href={hrefOf(n)} aria-label={t('pageNumber', { page: n })}>
                {n}
              </SmartLink>
            )}
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <SmartLink className="pagination__step" href={hrefOf(page + 1)} rel="next">
              {t('nextPage')}
            </SmartLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
