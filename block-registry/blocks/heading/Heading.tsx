import type { HeadingProps } from '../../../schemas/generated/index.ts';
import type { BlockComponentProps } from '../../types.ts';

export function Heading({ text, level = 2, eyebrow, align = 'start' }: BlockComponentProps<HeadingProps>) {
  const Tag = `h${level}` as 'h1' | 'h2' | 'h3' | 'h4';
  return (
    <div className={`block-heading block-heading--${align}`}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <Tag className={`heading heading--${level}`}>{text}</Tag>
    </div>
  );
}
