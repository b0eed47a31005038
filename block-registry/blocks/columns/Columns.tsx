import { Children } from 'react';
import type { ColumnsProps } from '../../../schemas/generated/index.ts';
import type { BlockComponentProps } from '../../types.ts';

const MAX_COLUMNS = 4;

/** Each child block is one column; more than four children wrap onto a new row. */
export function Columns({ layout = 'equal', gap = 'large', align = 'start', children }: BlockComponentProps<ColumnsProps>) {
  const columns = Children.toArray(children);
  const count = Math.min(Math.max(columns.length, 1), MAX_COLUMNS);
  const shape = count === 2 ? layout : 'equal';
  return (
    <div className={`columns columns--${count} columns--${shape} columns--gap-${gap} columns--align-${align}`}>
      {columns.map((column, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: columns keep their order; the child carries its own key
        <div key={index} className="columns__column">
          {column}
        </div>
      ))}
    </div>
  );
}
