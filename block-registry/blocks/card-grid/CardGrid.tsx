import { SmartLink } from '../../../renderer/kit/components/smart-link.tsx';
import type { CardGridProps } from '../../../schemas/generated/index.ts';
import type { BlockComponentProps } from '../../types.ts';
import { BlockAction } from '../shared/block-actions.tsx';
import { BlockPicture } from '../shared/block-picture.tsx';

/** Linked cards in a grid; the title link stretches over the whole card so all of it is clickable. */
export function CardGrid({ heading, intro, variant = 'card', columns = 3, cards, moreLink, blockId }: BlockComponentProps<CardGridProps>) {
  const CardTitle = heading ? 'h3' : 'h2';
  return (
    <section className={`card-grid card-grid--${variant}`} aria-labelledby={heading ? `${blockId}-title` : undefined}>
      {heading || intro || moreLink ? (
        <div className="card-grid__header">
          <div className="card-grid__intro">
            {heading ? (
              <h2 id={`${blockId}-title`} className="card-grid__heading">
                {heading}
              </h2>
            ) : null}
            {intro ? <p className="card-grid__text">{intro}</p> : null}
          </div>
          {moreLink ? <BlockAction link={moreLink} className="card-grid__more" /> : null}
        </div>
      ) : null}
      <ul className={`card-grid__list card-grid__list--${columns}`}>
        {cards.map((card) => (
          <li key={card.href + card.title} className="card-grid__card">
            <BlockPicture image={card.image} className="card-grid__image" />
            <div className="card-grid__body">
              {card.eyebrow ? <p className="card-grid__eyebrow">{card.eyebrow}</p> : null}
              <CardTitle className="card-grid__title">
                <SmartLink href={card.href} className="card-grid__link">
                  {card.title}
                </SmartLink>
              </CardTitle>
              {card.text ? <p className="card-grid__card-text">{card.text}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
