import { RouteErrorBoundary, routeMeta } from '@bookdirect/app-shell';
import { orThrowResponse } from '@bookdirect/app-shell/server';
import {
  Button,
  dateInputToYmd,
  formatDateTime,
  formatLongDay,
  GuestFormModal,
  GuestPicker,
  type GuestValues,
  PriceBreakdown,
  phonePrefixes,
  SelectField,
  TextField,
} from '@bookdirect/booking-ui';
import {
  DEFAULT_PHONE_PREFIX,
  FREE_CANCELLATION_DAYS,
  formatMoney,
  isGatewayError,
  ORDER_SOURCE,
  PAY_SOURCE,
  type UserFolkInput,
} from '@bookdirect/gateway-sdk';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import { folkSchema, orderCreateBody } from '@bookdirect/gateway-sdk/schemas';
import { translate } from '@bookdirect/locales';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import {
  Form,
  useActionData,
  useFetcher,
  useLoaderData,
  useLocation,
  useNavigation,
} from '@remix-run/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { checkPrice, loadRoom, readTarget, targetQuery } from '../booking.server';
import {
  DesktopOnly,
  Facts,
  Message,
  Panel,
  StickyBar,
  TwoColumns,
} from '../components/booking/layout';
import { Container, PageTitle } from '../components/catalogue/layout';
import { checkForm, readMemberForm, text } from '../members.server';
import { gatewayMessage, redirectTo, startPayment } from '../orders.server';
import { redirectWithCookies, requireMember, withSession } from '../session.server';
import { shell } from '../shell.server';

export const meta = routeMeta({ title: 'hotel_pay' });

export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request }: LoaderFunctionArgs) {
  requireMember(request);
  const target = readTarget(request);
  const url = new URL(request.url);
  const credits = Math.max(0, Math.floor(Number(url.searchParams.get('credits')) || 0));
  const gateway = shell.gatewayFor(request);
  const [room, user, folks] = await Promise.all([
    loadRoom(request, target),
    orThrowResponse(withSession(request, () => gateway.call(endpoints.userInfo))),
    // An ended session on the guest list goes home, not to /login (spec).
    orThrowResponse(withSession(request, () => gateway.call(endpoints.folks), 'home')),
  ]);
  const check = await orThrowResponse(checkPrice(request, target, room.flooredTotal, credits));
  return {
    target: targetQuery(target),
    stay: target.stay,
    room,
    order: check.order,
    notice: check.ok ? undefined : check.message,
    soldOut: !check.ok && check.soldOut,
    credits,
    member: { email: user.user_info.email, mobile: user.user_info.mobile },
    guests: folks.user_folks_list,
  };
}

type PayAnswer = {
  intent: 'guest' | 'book';
  message?: string;
  errors?: Record<string, string>;
  savedGuestId?: number;
  at: number;
};

function folkValues(form: FormData) {
  return {
    first_name: text(form, 'first_name'),
    last_name: text(form, 'last_name'),
    gender: text(form, 'gender'),
    birthday: dateInputToYmd(text(form, 'birthday')),
    iso_country_coden: text(form, 'iso_country_coden'),
    tel_prefix: text(form, 'tel_prefix'),
    phone: text(form, 'phone'),
    email: text(form, 'email'),
    id_type: text(form, 'id_type'),
    idcard: text(form, 'idcard'),
    passport_no: text(form, 'passport_no'),
    tax_no: text(form, 'tax_no'),
  };
}

async function saveGuest(request: Request, form: FormData) {
  const checked = checkForm(folkSchema, folkValues(form));
  if (!checked.ok) {
    return data<PayAnswer>({ intent: 'guest', errors: checked.errors, at: Date.now() }, 400);
  }
  const body = checked.value as unknown as UserFolkInput;
  const id = Number(text(form, 'user_folks_id'));
  const gateway = shell.gatewayFor(request);
  try {
    const saved = await withSession(
      request,
      () =>
        id > 0
          ? gateway.call(endpoints.updateFolk, { params: { id }, body })
          : gateway.call(endpoints.saveFolk, { body }),
      'home',
    );
    return data<PayAnswer>({ intent: 'guest', savedGuestId: saved.user_folks_id, at: Date.now() });
  } catch (error) {
    if (error instanceof Response) throw error;
    const payload = isGatewayError(error)
      ? ((error.data ?? {}) as { errors?: Record<string, string> })
      : {};
    return data<PayAnswer>(
      {
        intent: 'guest',
        message: gatewayMessage(error, shell.language(request)),
        errors: payload.errors,
        at: Date.now(),
      },
      400,
    );
  }
}

async function book(request: Request, form: FormData) {
  const lang = shell.language(request);
  const target = readTarget(request);
  const refuse = (key: string, errors?: Record<string, string>) =>
    data<PayAnswer>({ intent: 'book', message: translate(lang, key), errors, at: Date.now() }, 400);
  const guests = form
    .getAll('guest')
    .map((value) => Number(value))
    .filter((id) => Number.isInteger(id) && id > 0);
  if (guests.length === 0) return refuse('validation:save_guest_information');
  const maxGuests = Number(text(form, 'max_guests')) || 1;
  if (guests.length > maxGuests) return refuse('validation:maximum_guest');
  const paySource = Number(text(form, 'pay_source'));
  if (paySource !== PAY_SOURCE.paypal) return refuse('validation:select_payment_method');
  if (text(form, 'consent_privacy') !== 'on' || text(form, 'consent_cross_border') !== 'on') {
    return refuse('validation:check_terms');
  }
  const content = {
    start_day: target.stay.enterDate,
    days: target.stay.nights,
    hotel_id: target.hotelId,
    hotel_room_type_id: target.roomTypeId,
    nums: 1,
    user_folks: guests,
  };
  const checked = checkForm(orderCreateBody, {
    source: ORDER_SOURCE.web,
    content: JSON.stringify(content),
    amount: Number(text(form, 'amount')),
    mobile: text(form, 'mobile'),
    email: text(form, 'email'),
    tel_prefix: text(form, 'tel_prefix'),
    credits: Number(text(form, 'credits')) || 0,
    store_id: '',
    needLogin: 1,
  });
  if (!checked.ok) {
    const first = Object.values(checked.errors)[0] ?? 'validation:invalid';
    return refuse(first, checked.errors);
  }
  let created: { order_id: string; pay_source_list: { pay_source: number; pay_amount: number }[] };
  try {
    created = await withSession(request, () =>
      shell.gatewayFor(request).call(endpoints.orderCreate, { body: checked.value }),
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    return data<PayAnswer>(
      { intent: 'book', message: gatewayMessage(error, lang), at: Date.now() },
      409,
    );
  }
  const orderId = created.order_id;
  if (created.pay_source_list.every((source) => source.pay_amount === 0)) {
    return redirectWithCookies(
      `/order_list?payment=success&orderId=${encodeURIComponent(orderId)}`,
    );
  }
  const payment = await startPayment(request, orderId, paySource);
  if ('href' in payment) return redirectTo(payment.href);
  // The order exists unpaid: its page offers Pay now again.
  return redirectWithCookies(`/order/detail?orderId=${encodeURIComponent(orderId)}`);
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readMemberForm(request);
  requireMember(request);
  return text(form, 'intent') === 'guest' ? saveGuest(request, form) : book(request, form);
}

const Chosen = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;

  & > li {
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Muted = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Phone = styled.div`
  display: grid;
  grid-template-columns: minmax(110px, 1fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Check = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} 0;
  cursor: pointer;
  line-height: ${({ theme }) => theme.lineHeights.snug};

  & > input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Method = styled(Check)`
  align-items: center;
  min-height: 56px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
  & small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function guestName(guest: { first_name: string; last_name: string }) {
  return `${guest.first_name} ${guest.last_name}`.trim();
}

export default function PayPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language?.startsWith('zh') ? 'zh' : 'en';
  const { room, stay, order, notice, soldOut, member, guests, credits } =
    useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const location = useLocation();
  const guestFetcher = useFetcher<typeof action>();
  const actionPath = `${location.pathname}${location.search}`;

  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [selected, setSelected] = useState<number[]>([]);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [editing, setEditing] = useState<GuestValues | 'new' | null>(null);
  const [paySource, setPaySource] = useState(false);
  const [consentPrivacy, setConsentPrivacy] = useState(false);
  const [consentCross, setConsentCross] = useState(false);
  const prefixes = useMemo(() => phonePrefixes(), []);

  const max = room.maxGuests;
  const saved =
    guestFetcher.data && 'savedGuestId' in guestFetcher.data ? guestFetcher.data : undefined;
  // A saved guest closes the form, is chosen when there is room, and the list shows again,
  // once the revalidated guest list has arrived (the fetcher is idle again).
  const handled = useRef<number>();
  useEffect(() => {
    const id = saved?.savedGuestId;
    if (!id || guestFetcher.state !== 'idle' || handled.current === saved.at) return;
    handled.current = saved.at;
    setEditing(null);
    setSelected((list) => (list.includes(id) || list.length >= max ? list : [...list, id]));
    setPickerOpen(true);
  }, [saved, max, guestFetcher.state]);

  const money = (value: number) => formatMoney(value, room, language);
  const payAmount = order?.pay_amount ?? room.flooredTotal;
  const chosen = guests.filter((g) => selected.includes(g.user_folks_id));
  const missing =
    chosen.length === 0
      ? 'validation:save_guest_information'
      : !paySource
        ? 'validation:select_payment_method'
        : !consentPrivacy || !consentCross
          ? 'validation:check_terms'
          : undefined;
  const booking = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const blocked = soldOut || !order || (hydrated && Boolean(missing));
  const guestAnswer =
    guestFetcher.data && guestFetcher.data.intent === 'guest' ? guestFetcher.data : undefined;
  const message = (answer?.intent === 'book' ? answer.message : undefined) ?? notice;

  const bookButton = (id: string) => (
    <Button
      type="submit"
      form="book-form"
      variant="accent"
      size="lg"
      fullWidth={id === 'book'}
      disabled={blocked}
      loading={booking}
      data-testid={id}
    >
      {t('booking:book_now')}
    </Button>
  );

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
          <Form method="post" id="book-form" replace>
            <input type="hidden" name="intent" value="book" />
            <input type="hidden" name="amount" value={room.flooredTotal} />
            <input type="hidden" name="credits" value={order?.pay_credits ?? credits} />
            <input type="hidden" name="max_guests" value={max} />
            {selected.map((id) => (
              <input key={id} type="hidden" name="guest" value={id} />
            ))}
            <Panel aria-labelledby="guests">
              <h2 id="guests">{t('booking:guests')}</h2>
              <Muted>{t('booking:guests_hint', { max })}</Muted>
              {chosen.length > 0 ? (
                <Chosen data-testid="chosen-guests">
                  {chosen.map((guest) => (
                    <li key={guest.user_folks_id}>{guestName(guest)}</li>
                  ))}
                </Chosen>
              ) : (
                <Muted>{t('booking:no_guest_chosen')}</Muted>
              )}
              <Button variant="secondary" onClick={() => setPickerOpen(true)}>
                {t('booking:choose_guests')}
              </Button>
            </Panel>
            <Panel aria-labelledby="contact">
              <h2 id="contact">{t('booking:contact')}</h2>
              <Phone>
                <SelectField
                  label={t('booking:tel_prefix')}
                  name="tel_prefix"
                  defaultValue={DEFAULT_PHONE_PREFIX}
                >
                  {prefixes.map((prefix) => (
                    <option key={prefix} value={prefix}>
                      {prefix}
                    </option>
                  ))}
                </SelectField>
                <TextField
                  label={t('booking:contact_phone')}
                  name="mobile"
                  type="tel"
                  autoComplete="tel-national"
                  defaultValue={member.mobile}
                  error={answer?.errors?.mobile ? t(answer.errors.mobile) : undefined}
                />
              </Phone>
              <TextField
                label={t('booking:contact_email')}
                name="email"
                type="email"
                autoComplete="email"
                defaultValue={member.email}
                error={answer?.errors?.email ? t(answer.errors.email) : undefined}
              />
            </Panel>
            <Panel aria-labelledby="payment">
              <h2 id="payment">{t('booking:payment_method')}</h2>
              <Method>
                <input
                  type="radio"
                  name="pay_source"
                  value={PAY_SOURCE.paypal}
                  checked={paySource}
                  onChange={(event) => setPaySource(event.target.checked)}
                />
                <span>
                  {t('booking:paypal')}
                  <small>{t('booking:paypal_hint')}</small>
                </span>
              </Method>
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
              <Check>
                <input
                  type="checkbox"
                  name="consent_privacy"
                  checked={consentPrivacy}
                  onChange={(event) => setConsentPrivacy(event.target.checked)}
                />
                <span>
                  {t('booking:consent_privacy')}{' '}
                  <a href="/privacy" target="_blank" rel="noreferrer">
                    {t('booking:privacy_terms')}
                  </a>
                </span>
              </Check>
              <Check>
                <input
                  type="checkbox"
                  name="consent_cross_border"
                  checked={consentCross}
                  onChange={(event) => setConsentCross(event.target.checked)}
                />
                <span>{t('booking:consent_cross_border')}</span>
              </Check>
            </Panel>
          </Form>
        </div>
        <aside>
          <Panel aria-labelledby="summary">
            <h2 id="summary">{t('booking:stay_summary')}</h2>
            <Facts style={{ marginBottom: 16 }}>
              <dt>{t('booking:hotel')}</dt>
              <dd>{room.hotelName}</dd>
              <dt>{t('booking:room')}</dt>
              <dd>{room.roomName}</dd>
              <dt>{t('booking:check_in')}</dt>
              <dd>{formatLongDay(stay.enterDate, language)}</dd>
              <dt>{t('booking:check_out')}</dt>
              <dd>
                {formatLongDay(stay.leaveDate, language)} ·{' '}
                {t('booking:nights', { count: stay.nights })}
              </dd>
            </Facts>
            <PriceBreakdown
              nights={order?.price ?? room.nights}
              amount={order?.amount ?? room.flooredTotal}
              points={order?.pay_credits ?? 0}
              pointsValue={order?.credits_amount ?? 0}
              payAmount={payAmount}
              currency={room.currency}
              symbol={room.symbol}
              busy={booking}
            />
            <DesktopOnly style={{ marginTop: 16 }}>
              {bookButton('book')}
              {hydrated && missing && !soldOut ? <Hint>{t(missing)}</Hint> : null}
            </DesktopOnly>
          </Panel>
        </aside>
      </TwoColumns>
      <StickyBar>
        <div>
          <div>
            {hydrated && missing ? (
              <Hint style={{ margin: 0 }}>{t(missing)}</Hint>
            ) : (
              t('booking:total')
            )}
          </div>
          <strong>{money(payAmount)}</strong>
        </div>
        {bookButton('book-mobile')}
      </StickyBar>
      <GuestPicker
        open={pickerOpen}
        onClose={() => setPickerOpen(false)}
        guests={guests.map((g) => ({ id: g.user_folks_id, name: guestName(g), detail: g.email }))}
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
        <GuestFormModal
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
