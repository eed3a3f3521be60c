import { routeMeta } from '@bookdirect/app-shell';
import { useRouteLoaderData } from '@remix-run/react';
import { FranchiseHero } from '../components/FranchiseHero/FranchiseHero';
import type { loader as rootLoader } from '../root';

export const meta = routeMeta({ title: 'index', description: 'marketing:hero_subtitle' });

/** The marketing home page. Its first section (#home) now; brand, financial and join follow. */
export default function MarketingHome() {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return <FranchiseHero bookingUrl={root?.bookingUrl ?? 'http://localhost:3000'} />;
}
