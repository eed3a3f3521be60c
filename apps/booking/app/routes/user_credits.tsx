import { RouteErrorBoundary, routeMeta } from '@bookdirect/app-shell';
import { orThrowResponse } from '@bookdirect/app-shell/server';
import { PointsHistory } from '@bookdirect/booking-ui';
import { CREDITS_PAGE_SIZE } from '@bookdirect/gateway-sdk';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { MemberCard } from '../components/members/layout';
import { requireMember, withSession } from '../session.server';
import { shell } from '../shell.server';

export const meta = routeMeta({ title: 'user_credits', description: 'member:level_rule' });

export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request }: LoaderFunctionArgs) {
  requireMember(request);
  const asked = Number(new URL(request.url).searchParams.get('page'));
  const page = Number.isInteger(asked) && asked > 0 ? asked : 1;
  const credits = await orThrowResponse(
    withSession(request, () =>
      shell.gatewayFor(request).call(endpoints.credits, {
        query: { page, nums: CREDITS_PAGE_SIZE },
      }),
    ),
  );
  return {
    page,
    pageCount: Math.max(1, Math.ceil(credits.total / CREDITS_PAGE_SIZE)),
    level: credits.level,
    balance: credits.credits,
    entries: credits.user_credits_list.map((note) => ({
      id: note.user_credits_note_id,
      operate: note.operate,
      credits: note.credits,
      createTime: note.create_time,
      orderId: note.order_id,
    })),
  };
}

export default function UserCreditsPage() {
  const { t } = useTranslation();
  const credits = useLoaderData<typeof loader>();
  return (
    <MemberCard title={t('member:credits_title')} subtitle={t('member:level_rule')} wide>
      <PointsHistory
        summary={{ level: credits.level, credits: credits.balance }}
        entries={credits.entries}
        page={credits.page}
        pageCount={credits.pageCount}
        pageHref={(page) => `/user_credits?page=${page}`}
      />
    </MemberCard>
  );
}
