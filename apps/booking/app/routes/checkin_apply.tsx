import { RouteErrorBoundary, routeMeta } from '@bookdirect/app-shell';
import type { I18nHandle } from '@bookdirect/app-shell/client';
import { CheckinGuestForm, formatLongDay, Picture } from '@bookdirect/booking-ui';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import {
  useActionData,
  useLoaderData,
  useLocation,
  useNavigation,
  useSubmit,
} from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadCheckinApply, submitGuests } from '../checkin.server';
import { GUEST_TOAST_MS, MEMBER_TOAST_MS } from '../checkin-rules';
import { Panel } from '../components/booking/layout';
import { Room } from '../components/booking/order-layout';
import { Muted } from '../components/catalogue/layout';
import { CheckinFrame, CheckinUnavailable } from '../components/checkin/layout';
import { Facts } from '../components/facts';
import { readMemberForm } from '../members.server';

/** The namespaces this page reads besides the root's (see `I18nHandle`). */
export const handle: I18nHandle = {
  i18n: ['checkin', 'booking', 'hotel', 'search', 'countries'],
};

export const meta = routeMeta({ title: 'checkin_apply' });

export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request }: LoaderFunctionArgs) {
  return loadCheckinApply(request);
}

export async function action({ request }: ActionFunctionArgs) {
  return submitGuests(request, await readMemberForm(request));
}

/** Check-in step 2 of 3: the stay, then the guests of each assigned room. */
export default function CheckinApplyPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language?.startsWith('zh') ? 'zh' : 'en';
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const location = useLocation();
  const submit = useSubmit();
  const [invalid, setInvalid] = useState<{ message: string; at: number }>();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const actionPath = `${location.pathname}${location.search}`;
  const shown = [invalid, answer?.message ? { message: answer.message, at: answer.at } : undefined]
    .filter((item): item is { message: string; at: number } => Boolean(item?.message))
    .sort((a, b) => b.at - a.at)[0];
  const toast = {
    message: shown?.message,
    id: shown?.at,
    duration: loaded.member ? MEMBER_TOAST_MS : GUEST_TOAST_MS,
  };

  if (!('summary' in loaded) || !loaded.summary) {
    return (
      <CheckinFrame step={2} title={t('titles:checkin_apply')} toast={toast}>
        <CheckinUnavailable message={loaded.unavailable ?? ''} />
      </CheckinFrame>
    );
  }
  const { summary, rooms } = loaded;

  return (
    <CheckinFrame step={2} title={t('titles:checkin_apply')} toast={toast}>
      <Panel aria-labelledby="checkin-stay" data-testid="checkin-stay">
        <h2 id="checkin-stay">{t('checkin:stay_summary')}</h2>
        <Room>
          <Picture src={summary.imageSrc} alt={summary.roomName} loading="lazy" />
          <div>
            <h2>{summary.hotelName}</h2>
            <Muted>{summary.address}</Muted>
            <Facts style={{ marginTop: 12 }}>
              <dt>{t('booking:room')}</dt>
              <dd>{summary.roomName}</dd>
              <dt>{t('booking:check_in')}</dt>
              <dd>{formatLongDay(summary.startDay, language)}</dd>
              <dt>{t('booking:check_out')}</dt>
              <dd>
                {formatLongDay(summary.endDay, language)} ·{' '}
                {t('booking:nights', { count: summary.nights })}
              </dd>
              <dt>{t('booking:rooms_label')}</dt>
              <dd>
                {rooms.map((room) => t('checkin:room_no', { no: room.no })).join(', ') ||
                  t('booking:rooms', { count: summary.rooms })}
              </dd>
              <dt>{t('booking:max_occupancy')}</dt>
              <dd>{t('booking:adults', { count: summary.maxGuests })}</dd>
            </Facts>
          </div>
        </Room>
      </Panel>
      {rooms.length === 0 ? (
        <CheckinUnavailable message={t('checkin:no_rooms')} />
      ) : (
        <CheckinGuestForm
          rooms={rooms}
          maxGuests={summary.maxGuests}
          action={actionPath}
          hiddenFields={{ hotel_id: String(summary.hotelId) }}
          busy={busy}
          errors={answer?.errors}
          intro={<p>{t('checkin:guests_intro')}</p>}
          onInvalid={(message) => setInvalid({ message, at: Date.now() })}
          onSubmit={(form) => submit(form, { method: 'post', action: actionPath, replace: true })}
        />
      )}
    </CheckinFrame>
  );
}
