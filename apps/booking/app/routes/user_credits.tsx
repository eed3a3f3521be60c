import { RouteErrorBoundary, routeMeta } from '@bookdirect/app-shell';
import { PointsHistory } from '@bookdirect/booking-ui';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { MemberCard } from '../components/members/layout';
import { loadPointsPage } from '../credits.server';
import { requireMember } from '../session.server';

export const meta = routeMeta({ title: 'user_credits', description: 'member:level_rule' });

export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request }: LoaderFunctionArgs) {
  requireMember(request);
  const asked = Number(new URL(request.url).searchParams.get('page'));
  return loadPointsPage(request, Number.isInteger(asked) && asked > 0 ? asked : 1);
}

export default function UserCreditsPage() {
  const { t } = useTranslation();
  const credits = useLoaderData<typeof loader>();
  return (
    <MemberCard title={t('member:credits_title')} subtitle={t('member:level_rule')} wide>
      <PointsHistory
        summary={{ level: credits.level, credits: credits.balance, nights: credits.nights }}
        entries={credits.entries}
        page={credits.page}
        pageCount={credits.pageCount}
        pageHref={(page) => `/user_credits?page=${page}`}
      />
    </MemberCard>
  );
}
