// The home's first screen (hero, destination chooser with the search box, sticky search):
// an entry of its own, so a page can load it apart from the sections below it
// (`HomeSections`). Everything here is also in `Home`.
export type { DestinationChooserProps } from '../Home/DestinationChooser';
export { DestinationChooser } from '../Home/DestinationChooser';
export type { HomeHeroProps } from '../Home/HomeHero';
export { HomeHero } from '../Home/HomeHero';
export { StickySearch } from '../Home/StickySearch';
