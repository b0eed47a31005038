import type { BlockImage } from '../../../schemas/generated/index.ts';

interface BlockPictureProps {
  image: BlockImage;
  className?: string;
  /** Load at once with high priority: only for the first picture on screen. */
  priority?: boolean;
}

/** An editor picture: lazy by default, with its own size so the layout does not jump. */
export function BlockPicture({ image, className, priority = false }: BlockPictureProps) {
  return (
    <img
      className={className}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
