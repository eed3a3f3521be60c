import { RouteErrorBoundary, routeMeta } from '@bookdirect/app-shell';
import { RegisterForm } from '@bookdirect/booking-ui';
import type { ActionFunctionArgs } from '@remix-run/node';
import { useTranslation } from 'react-i18next';
import { MemberCard } from '../components/members/layout';
import { useMemberAction } from '../components/members/use-member-action';
import { register } from '../member-actions.server';

export const meta = routeMeta({ title: 'register', description: 'member:register_subtitle' });

export const ErrorBoundary = RouteErrorBoundary;

export async function action({ request }: ActionFunctionArgs) {
  return register(request);
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
