import type { ImageProps } from '../../../schemas/generated/index.ts';
import type { BlockComponentProps } from '../../types.ts';
import { BlockPicture } from '../shared/block-picture.tsx';

/** One picture, lazy unless it is the priority picture at the top of the page. */
export function Image({ src, alt, width, height, caption, priority = false, size = 'content' }: BlockComponentProps<ImageProps>) {
  const picture = <BlockPicture image={{ src, alt, width, height }} className="image-block__picture" priority={priority} />;
  if (!caption) return <div className={`image-block image-block--${size}`}>{picture}</div>;
  return (
    <figure className={`image-block image-block--${size}`}>
      {picture}
      <figcaption className="image-block__caption">{caption}</figcaption>
    </figure>
  );
}
