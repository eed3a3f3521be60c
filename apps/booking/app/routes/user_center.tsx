import { RouteErrorBoundary, routeMeta } from '@bookdirect/app-shell';
import type { I18nHandle } from '@bookdirect/app-shell/client';
import { orThrowResponse } from '@bookdirect/app-shell/server';
import { ProfileForm, Toast } from '@bookdirect/booking-ui';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { MemberCard } from '../components/members/layout';
import { useMemberAction } from '../components/members/use-member-action';
import { saveProfile } from '../member-actions.server';
import { requireMember, withSession } from '../session.server';
import { shell } from '../shell.server';

/** The namespaces this page reads besides the root's (see `I18nHandle`): the phone field's. */
export const handle: I18nHandle = { i18n: ['booking', 'countries'] };

export const meta = routeMeta({ title: 'user_center', description: 'member:profile_subtitle' });

export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request }: LoaderFunctionArgs) {
  requireMember(request);
  const { user_info } = await orThrowResponse(
    withSession(request, () => shell.gatewayFor(request).call(endpoints.userInfo)),
  );
  return { user: user_info };
}

export async function action({ request }: ActionFunctionArgs) {
  return saveProfile(request);
}

export default function UserCenterPage() {
  const { t } = useTranslation();
  const { user } = useLoaderData<typeof loader>();
  const member = useMemberAction('/user_center');
  const saved = member.answer?.tone === 'success' ? member.answer : undefined;
  return (
    <MemberCard title={t('member:profile_title')} subtitle={t('member:profile_subtitle')} wide>
      <ProfileForm
        action="/user_center"
        email={user.email}
        profile={{
          name: user.name,
          gender: user.gender,
          birthday: user.birthday,
          edu_id: user.edu_id,
          industery_id: user.industery_id,
          mobile: user.mobile,
        }}
        message={saved ? undefined : member.answer?.message}
        messageTone="error"
        errors={member.errors}
        busy={member.busy}
        onSubmit={member.onSubmit}
      />
      <Toast message={saved?.message} id={saved?.at} />
    </MemberCard>
  );
}
