import { RouteErrorBoundary, routeMeta } from '@bookdirect/app-shell';
import type { I18nHandle } from '@bookdirect/app-shell/client';
import { KeyBoxPasswords } from '@bookdirect/booking-ui';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import {
  useActionData,
  useLoaderData,
  useLocation,
  useNavigation,
  useSubmit,
} from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { loadPasswords, mailPasswords } from '../checkin.server';
import { GUEST_TOAST_MS, MEMBER_TOAST_MS } from '../checkin-rules';
import { Panel } from '../components/booking/layout';
import { CheckinFrame, CheckinUnavailable } from '../components/checkin/layout';

/** The namespaces this page reads besides the root's (see `I18nHandle`). */
export const handle: I18nHandle = { i18n: ['checkin', 'booking'] };

export const meta = routeMeta({ title: 'display_password' });

export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request }: LoaderFunctionArgs) {
  return loadPasswords(request);
}

/** "Send to email". */
export async function action({ request }: ActionFunctionArgs) {
  return mailPasswords(request);
}

/** Mailing the passwords changes nothing the page shows: no need to reveal them again. */
export const shouldRevalidate = () => false;

/** Check-in step 3 of 3: each room's key-box password, the mail and the guide. */
export default function DisplayPasswordPage() {
  const { t } = useTranslation();
  const { orderId, hotelId, member, rooms, timeZone, unavailable } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const location = useLocation();
  const submit = useSubmit();
  const actionPath = `${location.pathname}${location.search}`;
  const sending = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const guideHref = hotelId
    ? `/checkIn_intro?${new URLSearchParams({ hotelId: String(hotelId) })}`
    : undefined;

  return (
    <CheckinFrame
      step={3}
      title={t('titles:display_password')}
      toast={{
        message: answer?.message,
        id: answer?.at,
        tone: answer?.sent ? 'success' : 'error',
        duration: answer?.sent ? undefined : member ? MEMBER_TOAST_MS : GUEST_TOAST_MS,
      }}
    >
      {unavailable ? (
        <CheckinUnavailable message={unavailable} />
      ) : (
        <Panel aria-labelledby="checkin-passwords" data-order-id={orderId}>
          <h2 id="checkin-passwords">{t('checkin:passwords_title')}</h2>
          <p>{t('checkin:passwords_intro')}</p>
          <KeyBoxPasswords
            rooms={rooms}
            timeZone={timeZone}
            emailAction={actionPath}
            emailFields={{ intent: 'email' }}
            sending={sending}
            onSendEmail={(form) =>
              submit(form, { method: 'post', action: actionPath, replace: true })
            }
            guideHref={guideHref}
          />
        </Panel>
      )}
    </CheckinFrame>
  );
}
