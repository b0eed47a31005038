import type { CallToActionProps } from '../../../schemas/generated/index.ts';
import type { BlockComponentProps } from '../../types.ts';
import { BlockActions } from '../shared/block-actions.tsx';
import { BlockPicture } from '../shared/block-picture.tsx';

/** A coloured panel asking for one thing, with an optional picture beside the words. */
export function CallToAction({ eyebrow, heading, headingLevel = 2, text, actions, image, tone = 'brand', blockId }: BlockComponentProps<CallToActionProps>) {
  const Title = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section className={`call-to-action call-to-action--${tone}${image ? ' call-to-action--with-image' : ''}`} aria-labelledby={`${blockId}-title`}>
      <div className="call-to-action__body">
        {eyebrow ? <p className="call-to-action__eyebrow">{eyebrow}</p> : null}
        <Title id={`${blockId}-title`} className="call-to-action__title">
          {heading}
        </Title>
        {text ? <p className="call-to-action__text">{text}</p> : null}
        <BlockActions links={actions} />
      </div>
      {image ? <BlockPicture image={image} className="call-to-action__image" /> : null}
    </section>
  );
}
