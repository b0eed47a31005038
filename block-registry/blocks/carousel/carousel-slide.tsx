import { SmartLink } from '../../../renderer/kit/components/smart-link.tsx';
import type { CarouselSlide } from '../../../schemas/generated/index.ts';
import { BlockPicture } from '../shared/block-picture.tsx';

interface SlideViewProps {
  slide: CarouselSlide;
  label: string;
  roleDescription: string;
  titleTag: 'h2' | 'h3';
}

export function CarouselSlideView({ slide, label, roleDescription, titleTag: Title }: SlideViewProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a slide is a group in the carousel pattern; a fieldset is for form controls
    <div className="carousel__slide" role="group" aria-roledescription={roleDescription} aria-label={label}>
      <BlockPicture image={slide.image} className="carousel__image" />
      <div className="carousel__caption">
        <Title className="carousel__title">{slide.title}</Title>
        {slide.text ? <p className="carousel__text">{slide.text}</p> : null}
        {slide.link ? (
          <SmartLink href={slide.link.href} className="block-text-link carousel__link">
            {slide.link.label}
          </SmartLink>
        ) : null}
      </div>
    </div>
  );
}
