import { RouteErrorBoundary, routeMeta } from '@bookdirect/app-shell';
import { ResetPasswordForm } from '@bookdirect/booking-ui';
import type { ActionFunctionArgs } from '@remix-run/node';
import { useNavigate, useRouteLoaderData } from '@remix-run/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberCard } from '../components/members/layout';
import { useMemberAction } from '../components/members/use-member-action';
import { resetPassword } from '../member-actions.server';
import type { loader as rootLoader } from '../root';

export const meta = routeMeta({ title: 'reset_pwd', description: 'member:reset_subtitle' });

export const ErrorBoundary = RouteErrorBoundary;

/** After a reset the page says so, then moves on to sign in after this long (spec). */
const LEAVE_AFTER_MS = 1000;

export async function action({ request }: ActionFunctionArgs) {
  return resetPassword(request);
}

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const member = useMemberAction('/reset_pwd', { countdownOnSend: true });
  const done = Boolean(member.answer && 'done' in member.answer && member.answer.done);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/login'), LEAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  return (
    <MemberCard title={t('member:reset_title')} subtitle={t('member:reset_subtitle')}>
      {done ? (
        <noscript>
          <meta httpEquiv="refresh" content="1;url=/login" />
        </noscript>
      ) : null}
      <ResetPasswordForm
        action="/reset_pwd"
        defaultEmail={member.answer?.values?.email ?? root?.member?.email ?? ''}
        message={member.answer?.message}
        messageTone={member.answer?.tone}
        errors={member.errors}
        busy={member.busy}
        done={done}
        onSubmit={member.onSubmit}
        onRequestCode={member.onRequestCode}
        codeCountdown={member.countdown}
        codeBusy={member.codeBusy}
      />
    </MemberCard>
  );
}
