import { RouteErrorBoundary, routeMeta } from '@bookdirect/app-shell';
import { safeRedirectPath } from '@bookdirect/app-shell/server';
import { SignInForm } from '@bookdirect/booking-ui';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { MemberCard } from '../components/members/layout';
import { useMemberAction } from '../components/members/use-member-action';
import { signIn } from '../member-actions.server';
import { isSignedIn, redirectWithCookies } from '../session.server';

export const meta = routeMeta({ title: 'login', description: 'member:sign_in_subtitle' });

export const ErrorBoundary = RouteErrorBoundary;

export function loader({ request }: LoaderFunctionArgs) {
  if (isSignedIn(request)) throw redirectWithCookies('/');
  const target = new URL(request.url).searchParams.get('redirectTo');
  return { redirectTo: target ? safeRedirectPath(target) : null };
}

export async function action({ request }: ActionFunctionArgs) {
  return signIn(request);
}

export default function LoginPage() {
  const { t } = useTranslation();
  const { redirectTo } = useLoaderData<typeof loader>();
  const { answer, errors, busy, onSubmit } = useMemberAction('/login');
  const notice = redirectTo && !answer ? t('account:access_after_login') : undefined;
  return (
    <MemberCard title={t('member:sign_in_title')} subtitle={t('member:sign_in_subtitle')}>
      <SignInForm
        action="/login"
        variant="page"
        hiddenFields={redirectTo ? { redirectTo } : undefined}
        defaultEmail={answer?.values?.email}
        message={answer?.message ?? notice}
        messageTone={answer?.message ? answer.tone : 'info'}
        errors={errors}
        busy={busy}
        onSubmit={onSubmit}
      />
    </MemberCard>
  );
}
