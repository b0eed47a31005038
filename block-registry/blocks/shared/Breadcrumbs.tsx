import { SmartLink } from '../../../renderer/kit/components/smart-link.tsx';

/** The trail above a category or product title; the last crumb is the page itself. */
export function Breadcrumbs({ items, label, current }: { items: { label: string; href: string }[]; label: string; current: string }) {
  return (
    <nav className="breadcrumbs" aria-label={label}>
      <ol>
        {items.map((item) => (
          <li key={item.href}>
            <SmartLink href={item.href}>{item.label}</SmartLink>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
