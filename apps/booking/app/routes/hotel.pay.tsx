import { RouteErrorBoundary, routeMeta } from '@bookdirect/app-shell';
import type { I18nHandle } from '@bookdirect/app-shell/client';
import {
  BookingConsents,
  ChosenGuests,
  formatDateTime,
  GuestPicker,
  initialPaymentMethod,
  PaymentMethods,
} from '@bookdirect/booking-ui';
import { FREE_CANCELLATION_DAYS, formatMoney, PAY_SOURCE } from '@bookdirect/gateway-sdk';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTEMPT_KEY_FIELD } from '../attempt-key';
import {
  BookButton,
  bookingGaps,
  focusFirstGap,
  MissingList,
} from '../components/booking/BookAction';
import { LazyGuestFormModal } from '../components/booking/LazyGuestFormModal';
import { DesktopOnly, Message, Panel, StickyBar, TwoColumns } from '../components/booking/layout';
import { PayContact } from '../components/booking/PayContact';
import { PaySummary } from '../components/booking/PaySummary';
import { StayWishes } from '../components/booking/StayWishes';
import { useGuestChoice } from '../components/booking/use-guest-choice';
import { Container, PageTitle } from '../components/catalogue/layout';
import { readMemberForm, text } from '../members.server';
import { book, loadPayPage, saveGuest } from '../pay.server';
import { requireMember } from '../session.server';

/** The namespaces this page reads besides the root's (see `I18nHandle`). */
export const handle: I18nHandle = {
  i18n: ['booking', 'hotel', 'search', 'wechat', 'payments', 'countries'],
};

export const meta = routeMeta({ title: 'hotel_pay' });

export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request }: LoaderFunctionArgs) {
  requireMember(request);
  return loadPayPage(request);
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readMemberForm(request);
  requireMember(request);
  return text(form, 'intent') === 'guest' ? saveGuest(request, form) : book(request, form);
}

export default function PayPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language?.startsWith('zh') ? 'zh' : 'en';
  const { room, stay, order, notice, soldOut, member, guests, credits, attemptKey, paySources } =
    useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const location = useLocation();
  const actionPath = `${location.pathname}${location.search}`;

  const paymentMethods = [
    { value: PAY_SOURCE.paypal, label: t('booking:paypal'), hint: t('booking:paypal_hint') },
    { value: PAY_SOURCE.wechat, label: t('wechat:wechat_pay'), hint: t('wechat:wechat_pay_hint') },
  ].filter((method) => paySources.includes(method.value));
  const [paySource, setPaySource] = useState(() => initialPaymentMethod(paymentMethods));
  const [consentPrivacy, setConsentPrivacy] = useState(false);
  const [consentCross, setConsentCross] = useState(false);

  // Guests per room: up to the room type's `adult_nums` in each of the booked rooms.
  const max = room.maxGuests;
  const rooms = room.rooms ?? 1;
  const {
    guestFetcher,
    guestAnswer,
    byRoom,
    setRoom,
    selected,
    setSelected,
    pickerOpen,
    setPickerOpen,
    editing,
    setEditing,
  } = useGuestChoice(max, rooms);
  const money = (value: number) => formatMoney(value, room, language);
  const payAmount = order?.pay_amount ?? room.flooredTotal;
  const chosenIn = (ids: number[]) =>
    ids.flatMap((id) => guests.filter((g) => g.user_folks_id === id));
  // Everyone chosen, in room order: the order's `user_folks`.
  const allChosen = byRoom.flat();
  const gaps = bookingGaps({
    guests: chosenIn(allChosen).length,
    maxGuests: max * rooms,
    ...(rooms > 1 ? { perRoom: byRoom.map((ids) => chosenIn(ids).length), maxPerRoom: max } : {}),
    paySource,
    paySources,
    consents: consentPrivacy && consentCross,
  });
  const booking = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const blocked = soldOut || !order;
  const shownGaps = soldOut ? [] : gaps;
  const message = (answer?.intent === 'book' ? answer.message : undefined) ?? notice;

  const bookButton = (id: string) => (
    <BookButton
      id={id}
      gaps={shownGaps}
      blocked={blocked}
      busy={booking}
      fullWidth={id === 'book'}
    />
  );

  // A room of several is its own region; one room is the guests panel itself.
  const RoomGroup = rooms > 1 ? 'section' : 'div';
  return (
    <Container>
      <PageTitle>{t('titles:hotel_pay')}</PageTitle>
      <TwoColumns>
        <div>
          {message ? (
            <Message role="alert" data-tone="error" data-testid="pay-message">
              {message}
            </Message>
          ) : null}
          <Form
            method="post"
            id="book-form"
            replace
            onSubmit={(event) => {
              if (gaps.length === 0) return;
              event.preventDefault();
              focusFirstGap(gaps);
            }}
          >
            <input type="hidden" name="intent" value="book" />
            <input type="hidden" name={ATTEMPT_KEY_FIELD} value={attemptKey} />
            <input type="hidden" name="amount" value={room.flooredTotal} />
            <input type="hidden" name="credits" value={order?.pay_credits ?? credits} />
            <input type="hidden" name="max_guests" value={max} />
            {allChosen.map((id) => (
              <input key={id} type="hidden" name="guest" value={id} />
            ))}
            <input
              type="hidden"
              name="room_guests"
              value={byRoom.map((ids) => ids.length).join(',')}
            />
            <Panel aria-labelledby="guests">
              <h2 id="guests">{t('booking:guests')}</h2>
              {byRoom
                .map((ids, index) => ({ ids, n: index + 1 }))
                .map(({ ids, n }) => (
                  <RoomGroup
                    key={n}
                    aria-labelledby={rooms > 1 ? `room-${n}` : undefined}
                    data-empty={ids.length === 0}
                    data-testid={`room-guests-${n}`}
                  >
                    {rooms > 1 ? (
                      <h3 id={`room-${n}`}>{t('booking:rooms_room_n', { n })}</h3>
                    ) : null}
                    <ChosenGuests
                      guests={chosenIn(ids).map((g) => ({ id: g.user_folks_id, name: g }))}
                      max={max}
                      onChoose={() => {
                        setRoom(n - 1);
                        setPickerOpen(true);
                      }}
                    />
                  </RoomGroup>
                ))}
            </Panel>
            <PayContact phone={member.phone} email={member.email} errors={answer?.errors} />
            <StayWishes errors={answer?.errors} />
            <Panel aria-labelledby="payment">
              <h2 id="payment">{t('booking:payment_method')}</h2>
              <PaymentMethods
                name="pay_source"
                methods={paymentMethods}
                value={paySource}
                onChange={setPaySource}
              />
            </Panel>
            <Panel aria-labelledby="cancellation">
              <h2 id="cancellation">{t('booking:cancellation_policy')}</h2>
              <p>
                {order
                  ? t('booking:free_cancellation_until', {
                      deadline: formatDateTime(order.cancel_expire_time, language, room.timeZone),
                    })
                  : t('hotel:policy_free_cancellation', { days: FREE_CANCELLATION_DAYS })}
              </p>
              <BookingConsents
                privacyHref="/privacy"
                privacy={consentPrivacy}
                crossBorder={consentCross}
                onPrivacyChange={setConsentPrivacy}
                onCrossBorderChange={setConsentCross}
              />
            </Panel>
          </Form>
        </div>
        <aside>
          <PaySummary
            hotelName={room.hotelName}
            roomName={room.roomName}
            rooms={rooms}
            enterDate={stay.enterDate}
            leaveDate={stay.leaveDate}
            nights={stay.nights}
            price={{
              nights: order?.price ?? room.nights,
              amount: order?.amount ?? room.flooredTotal,
            }}
            points={order?.pay_credits ?? 0}
            pointsValue={order?.credits_amount ?? 0}
            payAmount={payAmount}
            currency={room.currency}
            symbol={room.symbol}
            busy={booking}
            language={language}
          >
            <DesktopOnly style={{ marginTop: 16 }}>
              {bookButton('book')}
              <MissingList id="book" gaps={shownGaps} />
            </DesktopOnly>
          </PaySummary>
        </aside>
      </TwoColumns>
      <StickyBar>
        <div>
          {shownGaps.length > 0 ? (
            <MissingList id="book-mobile" gaps={shownGaps} compact />
          ) : (
            <div>{t('booking:total')}</div>
          )}
          <strong>{money(payAmount)}</strong>
        </div>
        {bookButton('book-mobile')}
      </StickyBar>
      <GuestPicker
        open={pickerOpen}
        onClose={() => setPickerOpen(false)}
        guests={guests
          // A guest stays in one room: those chosen for another room are not offered.
          .filter((g) => selected.includes(g.user_folks_id) || !allChosen.includes(g.user_folks_id))
          .map((g) => ({ id: g.user_folks_id, name: g, detail: g.email }))}
        selected={selected}
        max={max}
        onConfirm={(ids) => {
          setSelected(ids);
          setPickerOpen(false);
        }}
        onAdd={() => {
          setPickerOpen(false);
          setEditing('new');
        }}
        onEdit={(id) => {
          const guest = guests.find((g) => g.user_folks_id === id);
          if (!guest) return;
          setPickerOpen(false);
          setEditing(guest);
        }}
      />
      {editing ? (
        <LazyGuestFormModal
          key={editing === 'new' ? 'new' : editing.user_folks_id}
          open
          onClose={() => {
            setEditing(null);
            setPickerOpen(true);
          }}
          guest={editing === 'new' ? undefined : editing}
          action={actionPath}
          hiddenFields={{ intent: 'guest' }}
          busy={guestFetcher.state !== 'idle'}
          errors={guestAnswer?.errors}
          message={guestAnswer?.message}
          onSubmit={(form) => guestFetcher.submit(form, { method: 'post', action: actionPath })}
        />
      ) : null}
    </Container>
  );
}
