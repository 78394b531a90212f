export type { CarouselProps } from './Carousel';
export {
  CAROUSEL_DEFAULT_SLIDES_PER_VIEW,
  CAROUSEL_NEXT_LABEL,
  CAROUSEL_PREVIOUS_LABEL,
  Carousel,
  carouselSlideLabel,
} from './Carousel';
