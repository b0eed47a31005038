import { SmartLink } from '../../../renderer/kit/components/smart-link.tsx';
import type { UspBarProps, UspItem } from '../../../schemas/generated/index.ts';
import type { BlockComponentProps } from '../../types.ts';
import { UspIcon } from './usp-icons.tsx';

function ItemContent({ item }: { item: UspItem }) {
  return (
    <>
      <UspIcon name={item.icon} />
      <span className="usp-bar__words">
        <span className="usp-bar__title">{item.title}</span>
        {item.text ? <span className="usp-bar__text">{item.text}</span> : null}
      </span>
    </>
  );
}

/** Short selling points in a row (two by two on phones); each may link to the page that explains it. */
export function UspBar({ label, items }: BlockComponentProps<UspBarProps>) {
  return (
    <ul className={`usp-bar usp-bar--${items.length}`} aria-label={label}>
      {items.map((item) => (
        <li key={`${item.icon}-${item.title}`} className="usp-bar__item">
          {item.href ? (
            <SmartLink href={item.href} className="usp-bar__link">
              <ItemContent item={item} />
            </SmartLink>
          ) : (
            <span className="usp-bar__link">
              <ItemContent item={item} />
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
