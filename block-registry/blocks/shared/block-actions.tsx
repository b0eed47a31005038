import { SmartLink } from '../../../renderer/kit/components/smart-link.tsx';
import type { BlockLink } from '../../../schemas/generated/index.ts';

const CLASS_BY_APPEARANCE: Record<NonNullable<BlockLink['appearance']>, string> = {
  primary: 'button button--primary',
  secondary: 'button button--secondary',
  text: 'block-text-link',
};

/** One editor link drawn as a button or a text link, by its appearance. */
export function BlockAction({ link, className }: { link: BlockLink; className?: string }) {
  const base = CLASS_BY_APPEARANCE[link.appearance ?? 'primary'];
  return (
    <SmartLink href={link.href} className={className ? `${base} ${className}` : base}>
      {link.label}
    </SmartLink>
  );
}

/** The row of call-to-action links under a heading; nothing when there are none. */
export function BlockActions({ links }: { links: readonly BlockLink[] | undefined }) {
  if (!links?.length) return null;
  return (
    <div className="block-actions">
      {links.map((link) => (
        <BlockAction key={`${link.href}|${link.label}`} link={link} />
      ))}
    </div>
  );
}
