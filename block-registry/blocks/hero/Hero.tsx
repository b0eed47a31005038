import type { HeroProps } from '../../../schemas/generated/index.ts';
import type { BlockComponentProps } from '../../types.ts';
import { BlockActions } from '../shared/block-actions.tsx';
import { BlockPicture } from '../shared/block-picture.tsx';

/** A large picture with the headline, a sentence and up to two buttons over a tinted overlay. */
export function Hero({
  eyebrow,
  headline,
  headingLevel = 1,
  text,
  image,
  actions,
  tone = 'dark',
  height = 'medium',
  align = 'start',
  blockId,
}: BlockComponentProps<HeroProps>) {
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const titleId = `${blockId}-title`;
  return (
    <section className={`hero hero--${tone} hero--${height} hero--${align}`} aria-labelledby={titleId}>
      <BlockPicture image={image} className="hero__image" priority={headingLevel === 1} />
      <div className="hero__overlay" aria-hidden="true" />
      <div className="hero__content">
        {eyebrow ? <p className="hero__eyebrow">{eyebrow}</p> : null}
        <Title id={titleId} className="hero__title">
          {headline}
        </Title>
        {text ? <p className="hero__text">{text}</p> : null}
        <BlockActions links={actions} />
      </div>
    </section>
  );
}
