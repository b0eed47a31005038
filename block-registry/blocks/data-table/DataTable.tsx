import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { DataTableProps } from '../../../schemas/generated/index.ts';
import type { BlockComponentProps } from '../../types.ts';
import { listHref, pageCount, sortHref } from './table-links.ts';
import { SmartLink } from '../../../renderer/kit/components/smart-link.tsx';

type Filter = NonNullable<DataTableProps['filters']>[number];

/**
 * A list sorted, filtered and paged on the server. Without JavaScript the headers and pages are
 * links and the filters a GET form; with it they navigate in the app (the tree comes as JSON).
 */
export function DataTable(props: BlockComponentProps<DataTableProps>) {
  const { caption, path, columns, rows, filters = [], page, pageSize, total, sort, dir, emptyText, downloads = [], links = [], blockId } = props;
  const query = props.query ?? {};
  const navigate = useNavigate();
  const pages = pageCount(total, pageSize);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const filterNames = new Set(filters.map((f) => f.name));
  // Sort, direction and page size survive a new filter; the page starts again at 1.
  const kept = Object.entries(query).filter(([key]) => !filterNames.has(key) && key !== 'page');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) if (typeof value === 'string' && value.trim()) params.set(key, value.trim());
    const text = params.toString();
    void navigate(text ? `${path}?${text}` : path);
  };

  return (
    <section className="data-table" aria-labelledby={`${blockId}-caption`}>
      {filters.length ? (
        <form className="data-table__filters" method="get" action={path} onSubmit={submit} aria-label={`Filter ${caption.toLowerCase()}`}>
          {filters.map((filter) => (
            <FilterField key={`${filter.name}=${query[filter.name] ?? ''}`} filter={filter} value={query[filter.name] ?? ''} id={`${blockId}-${filter.name}`} />
          ))}
          {kept.map(([key, value]) => (
            <input key={key} type="hidden" name={key} value={value} />
          ))}
          <div className="data-table__filter-actions">
            <button type="submit" className="button button--primary studio__small">
              Apply
            </button>
            <SmartLink className="data-table__reset" href={path}>
              Clear
            </SmartLink>
          </div>
        </form>
      ) : null}
      <div className="data-table__summary">
        <p aria-live="polite">{total === 0 ? 'No results' : `Showing ${first}–${last} of ${total}`}</p>
        {downloads.map((download) => (
          <a key={download.href} className="data-table__download" href={download.href} download>
            {download.label}
          </a>
        ))}
        {links.map((link) => (
          <SmartLink key={link.href} className="data-table__download" href={link.href}>
            {link.label}
          </SmartLink>
        ))}
      </div>
      <div className="data-table__scroll">
        <table className="data-table__table">
          <caption id={`${blockId}-caption`} className="visually-hidden">
            {caption}
            {sort ? `, sorted by ${columns.find((c) => c.key === sort)?.label ?? sort} ${dir === 'desc' ? 'descending' : 'ascending'}` : ''}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const sorted = sort === column.key ? (dir === 'desc' ? 'descending' : 'ascending') : undefined;
                return (
                  <th key={column.key} scope="col" aria-sort={sorted} className={column.align === 'end' ? 'data-table__end' : undefined}>
                    {column.sortable ? (
                      <SmartLink href={sortHref(path, query, column.key, { sort, dir })} className="data-table__sort">
                        {column.label}
                        <span aria-hidden="true" className="data-table__arrow">
                          {sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '↕'}
                        </span>
                      </SmartLink>
                    ) : (
                      column.label
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                {columns.map((column) => {
                  const cell = row.cells[column.key];
                  return (
                    <td key={column.key} className={column.align === 'end' ? 'data-table__end' : undefined}>
                      {!cell ? null : cell.href ? (
                        <SmartLink href={cell.href}>{cell.text}</SmartLink>
                      ) : cell.tone ? (
                        <span className={`studio-badge studio-badge--${cell.tone}`}>{cell.text}</span>
                      ) : (
                        cell.text
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 ? <p className="data-table__empty">{emptyText ?? 'Nothing matches these filters.'}</p> : null}
      {pages > 1 ? (
        <nav className="data-table__pages" aria-label={`Pages of ${caption.toLowerCase()}`}>
          {page > 1 ? (
            <SmartLink href={listHref(path, query, { page: page === 2 ? undefined : String(page - 1) })} rel="prev">
              ← Previous
            </SmartLink>
          ) : (
            <span aria-hidden="true" className="data-table__page-off">
              ← Previous
            </span>
          )}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <SmartLink href={listHref(path, query, { page: String(page + 1) })} rel="next">
              Next →
            </SmartLink>
          ) : (
            <span aria-hidden="true" className="data-table__page-off">
              Next →
            </span>
          )}
        </nav>
      ) : null}
    </section>
  );
}

function FilterField({ filter, value, id }: { filter: Filter; value: string; id: string }) {
  return (
    <div className="data-table__filter">
      <label htmlFor={id}>{filter.label}</label>
      {filter.kind === 'select' ? (
        <select id={id} name={filter.name} defaultValue={value}>
          {(filter.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input id={id} name={filter.name} type={filter.kind === 'date' ? 'date' : 'search'} defaultValue={value} placeholder={filter.placeholder} />
      )}
    </div>
  );
}
