import { RouteErrorBoundary, routeMeta } from '@bookdirect/app-shell';
import { safeRedirectPath } from '@bookdirect/app-shell/server';
import { SignInForm } from '@bookdirect/booking-ui';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import { headerLoginFormSchema, loginFormSchema } from '@bookdirect/gateway-sdk/schemas';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { MemberCard } from '../components/members/layout';
import { useMemberAction } from '../components/members/use-member-action';
import { checkForm, failed, hashed, invalid, readMemberForm, text } from '../members.server';
import { flashCookie, isSignedIn, redirectWithCookies, sessionCookies } from '../session.server';
import { shell } from '../shell.server';

export const meta = routeMeta({ title: 'login', description: 'member:sign_in_subtitle' });

export const ErrorBoundary = RouteErrorBoundary;

export function loader({ request }: LoaderFunctionArgs) {
  if (isSignedIn(request)) throw redirectWithCookies('/');
  const target = new URL(request.url).searchParams.get('redirectTo');
  return { redirectTo: target ? safeRedirectPath(target) : null };
}

/**
 * Sign in from this page or from the header's popover (`from=header`). The typed password is
 * hashed here, on our server, before it goes to the gateway (docs/adr/0010-member-sessions.md).
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readMemberForm(request);
  const fromHeader = text(form, 'from') === 'header';
  const email = text(form, 'email');
  const checked = checkForm(fromHeader ? headerLoginFormSchema : loginFormSchema, {
    email,
    password: text(form, 'password'),
  });
  if (!checked.ok) return invalid(checked.errors, { email });
  try {
    const session = await shell.gatewayFor(request, { token: undefined }).call(endpoints.login, {
      body: { email: checked.value.email, password: await hashed(checked.value.password) },
    });
    const next = fromHeader ? '/dxuser/index' : safeRedirectPath(text(form, 'redirectTo'));
    return redirectWithCookies(next, [
      ...sessionCookies(session.token),
      await flashCookie('account:login_successfully'),
    ]);
  } catch (error) {
    return failed(error, request, { email });
  }
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
