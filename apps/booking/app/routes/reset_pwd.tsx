import { RouteErrorBoundary, routeMeta } from '@bookdirect/app-shell';
import { ResetPasswordForm } from '@bookdirect/booking-ui';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import { resetFormSchema } from '@bookdirect/gateway-sdk/schemas';
import { translate } from '@bookdirect/locales';
import type { ActionFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useNavigate, useRouteLoaderData } from '@remix-run/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberCard } from '../components/members/layout';
import { useMemberAction } from '../components/members/use-member-action';
import {
  checkForm,
  type FormAnswer,
  failed,
  hashed,
  invalid,
  readMemberForm,
  sendCode,
  text,
} from '../members.server';
import type { loader as rootLoader } from '../root';
import { clearedSessionCookies } from '../session.server';
import { shell } from '../shell.server';

export const meta = routeMeta({ title: 'reset_pwd', description: 'member:reset_subtitle' });

export const ErrorBoundary = RouteErrorBoundary;

/** After a reset the page says so, then moves on to sign in after this long (spec). */
const LEAVE_AFTER_MS = 1000;

/**
 * Forgot or change password. The Get Code countdown starts even when the call failed
 * (spec); a successful reset ends this browser's session, since the member must sign in again.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readMemberForm(request);
  const email = text(form, 'email');
  if (text(form, 'intent') === 'send_code') {
    return sendCode(request, email, endpoints.resetCode, { countdownOnError: true });
  }
  const code = text(form, 'code');
  const values = { email, code };
  const checked = checkForm(resetFormSchema, {
    email,
    code,
    password: text(form, 'password'),
    confirm: text(form, 'confirm'),
  });
  if (!checked.ok) return invalid(checked.errors, values);
  try {
    await shell.gatewayFor(request, { token: undefined }).call(endpoints.resetPassword, {
      body: {
        email: checked.value.email,
        password: await hashed(checked.value.password),
        code: checked.value.code,
      },
    });
  } catch (error) {
    return failed(error, request, values);
  }
  const headers = new Headers();
  for (const cookie of clearedSessionCookies()) headers.append('Set-Cookie', cookie);
  return data<FormAnswer & { done: true }>(
    {
      done: true,
      message: translate(shell.language(request), 'account:password_reset'),
      tone: 'success',
      values: { email },
      at: Date.now(),
    },
    { headers },
  );
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
