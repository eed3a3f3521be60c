export type { CarouselProps, CarouselSlide } from './Carousel';
export { Carousel } from './Carousel';
