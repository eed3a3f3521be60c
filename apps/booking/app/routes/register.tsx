import { RouteErrorBoundary, routeMeta } from '@bookdirect/app-shell';
import { RegisterForm } from '@bookdirect/booking-ui';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import { registerFormSchema } from '@bookdirect/gateway-sdk/schemas';
import type { ActionFunctionArgs } from '@remix-run/node';
import { useTranslation } from 'react-i18next';
import { MemberCard } from '../components/members/layout';
import { useMemberAction } from '../components/members/use-member-action';
import {
  checkForm,
  failed,
  hashed,
  invalid,
  readMemberForm,
  sendCode,
  text,
} from '../members.server';
import { flashCookie, redirectWithCookies, sessionCookies } from '../session.server';
import { shell } from '../shell.server';

export const meta = routeMeta({ title: 'register', description: 'member:register_subtitle' });

export const ErrorBoundary = RouteErrorBoundary;

/** Get Code (`intent=send_code`) or JOIN NOW; joining signs the member in and goes home. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readMemberForm(request);
  const email = text(form, 'email');
  if (text(form, 'intent') === 'send_code') {
    return sendCode(request, email, endpoints.registerCode, { countdownOnError: false });
  }
  const code = text(form, 'code');
  const values = { email, code };
  const checked = checkForm(registerFormSchema, {
    email,
    code,
    password: text(form, 'password'),
    confirm: text(form, 'confirm'),
    marketing_consent: text(form, 'marketing_consent') === '1',
  });
  if (!checked.ok) return invalid(checked.errors, values);
  try {
    const session = await shell.gatewayFor(request, { token: undefined }).call(endpoints.register, {
      body: {
        email: checked.value.email,
        password: await hashed(checked.value.password),
        code: checked.value.code,
        marketing_consent: checked.value.marketing_consent ? 1 : 0,
      },
    });
    return redirectWithCookies('/', [
      ...sessionCookies(session.token),
      await flashCookie('account:registered'),
    ]);
  } catch (error) {
    return failed(error, request, values);
  }
}

export default function RegisterPage() {
  const { t } = useTranslation();
  const member = useMemberAction('/register');
  return (
    <MemberCard title={t('member:register_title')} subtitle={t('member:register_subtitle')}>
      <RegisterForm
        action="/register"
        defaultEmail={member.answer?.values?.email}
        message={member.answer?.message}
        messageTone={member.answer?.tone}
        errors={member.errors}
        busy={member.busy}
        onSubmit={member.onSubmit}
        onRequestCode={member.onRequestCode}
        codeCountdown={member.countdown}
        codeBusy={member.codeBusy}
      />
    </MemberCard>
  );
}
