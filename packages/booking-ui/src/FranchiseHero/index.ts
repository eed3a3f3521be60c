export type { FranchiseHeroProps } from './FranchiseHero';
export { FranchiseHero } from './FranchiseHero';
