import { RouteErrorBoundary, routeMeta } from '@bookdirect/app-shell';
import type { I18nHandle } from '@bookdirect/app-shell/client';
import { CheckinContactForm } from '@bookdirect/booking-ui';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigation, useSubmit } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadCheckinStart, verifyContact } from '../checkin.server';
import { GUEST_TOAST_MS, MEMBER_TOAST_MS } from '../checkin-rules';
import { Message, Panel } from '../components/booking/layout';
import { CheckinFrame } from '../components/checkin/layout';
import { readMemberForm } from '../members.server';

/** The namespaces this page reads besides the root's (see `I18nHandle`). */
export const handle: I18nHandle = { i18n: ['checkin', 'booking', 'countries'] };

export const meta = routeMeta({ title: 'checkin' });

export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request }: LoaderFunctionArgs) {
  return loadCheckinStart(request);
}

export async function action({ request }: ActionFunctionArgs) {
  return verifyContact(request, await readMemberForm(request));
}

/** Check-in step 1 of 3: find the booking by channel, number, e-mail and phone. */
export default function CheckinPage() {
  const { t } = useTranslation();
  const { member, otas, otasFailed, prefill, toast } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const [invalid, setInvalid] = useState<{ message: string; at: number }>();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  // The newest of: the rules' first refusal, the gateway's answer, the loader's news.
  const shown = [
    invalid,
    answer?.message ? { message: answer.message, at: answer.at } : undefined,
    toast,
  ]
    .filter((item): item is { message: string; at: number } => Boolean(item?.message))
    .sort((a, b) => b.at - a.at)[0];

  return (
    <CheckinFrame
      step={1}
      title={t('titles:checkin')}
      intro={t('checkin:find_intro')}
      toast={{
        message: shown?.message,
        id: shown?.at,
        duration: member ? MEMBER_TOAST_MS : GUEST_TOAST_MS,
      }}
    >
      <Panel aria-labelledby="checkin-booking">
        <h2 id="checkin-booking">{t('checkin:step_booking')}</h2>
        {otasFailed ? (
          <Message role="alert" data-tone="error">
            {otasFailed}
          </Message>
        ) : null}
        <CheckinContactForm
          otas={otas}
          initialValues={prefill}
          action="/checkin"
          busy={busy}
          errors={answer?.errors}
          onInvalid={(message) => setInvalid({ message, at: Date.now() })}
          onSubmit={(form) => submit(form, { method: 'post', action: '/checkin', replace: true })}
        />
      </Panel>
      <p style={{ fontSize: 14 }}>{t('checkin:window_note')}</p>
    </CheckinFrame>
  );
}
