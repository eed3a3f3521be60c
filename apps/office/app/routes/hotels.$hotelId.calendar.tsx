import { routeMeta } from '@bookdirect/app-shell';
import type { I18nHandle } from '@bookdirect/app-shell/client';
import { PageContainer } from '@bookdirect/booking-ui';
import type { DayNumber } from '@bookdirect/gateway-sdk';
import type { StaffCalendarDay } from '@bookdirect/gateway-sdk/staff';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import {
  Form,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useSubmit,
} from '@remix-run/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { loadCalendarPage, submitCalendar } from '../calendar/calendar.server';
import { EditPanel } from '../calendar/EditPanel';
import { type MonthKey, type Selection, shiftMonth, WEEKDAYS } from '../calendar/grid';
import { MonthGrid } from '../calendar/MonthGrid';
import { Outcome } from '../calendar/Outcome';
import { monthName, YearView } from '../calendar/YearView';
import { OfficeErrorBoundary } from '../components/ErrorPage';
import { localName } from '../names';

/** The namespaces this page reads besides the root's (see `I18nHandle`). */
export const handle: I18nHandle = { i18n: ['prices', 'validation'] };

export const meta = routeMeta({ title: 'office_calendar' });

export const ErrorBoundary = OfficeErrorBoundary;

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadCalendarPage(request, params.hotelId);
}

export async function action({ request }: ActionFunctionArgs) {
  return submitCalendar(request);
}

/** A room type's calendar, month by month (or the year at a glance), and the edit of a range. */
export default function CalendarPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language?.startsWith('zh') ? 'zh' : 'en';
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const location = useLocation();
  const submit = useSubmit();
  const [selection, setSelection] = useState<Selection | undefined>();
  const [weekdays, setWeekdays] = useState<number[]>(
    answer?.values.weekdays.map(Number) ?? [...WEEKDAYS],
  );
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const days = useMemo(
    () => new Map<DayNumber, StaffCalendarDay>(page.calendar?.days.map((day) => [day.day, day])),
    [page.calendar],
  );
  const roomType = page.roomTypes.find((type) => type.id === page.roomTypeId);
  const hotelName = localName(page.hotel, language);
  const href = (month: MonthKey, view: 'month' | 'year' = 'month') =>
    `?room_type=${page.roomTypeId}&month=${month}${view === 'year' ? '&view=year' : ''}`;
  const focusAfterMove = (location.state as { focus?: DayNumber } | null)?.focus;
  const year = Number(page.month.slice(0, 4));

  return (
    <Page>
      <Heading>
        <p>
          <a href={`/hotels/${page.hotel.id}`}>{hotelName}</a>
        </p>
        <h1 id="calendar-title">{t('titles:office_calendar')}</h1>
      </Heading>
      <Toolbar>
        <Form method="get" onChange={(event) => submit(event.currentTarget, { replace: true })}>
          <label htmlFor="calendar-room-type">{t('prices:room_type')}</label>
          <select id="calendar-room-type" name="room_type" defaultValue={page.roomTypeId}>
            {page.roomTypes.map((type) => (
              <option key={type.id} value={type.id}>
                {localName(type, language)} · {t('prices:physical_rooms', { count: type.rooms })}
              </option>
            ))}
          </select>
          <input type="hidden" name="month" value={page.month} />
          {page.view === 'year' ? <input type="hidden" name="view" value="year" /> : null}
          <noscript>
            <button type="submit">{t('prices:show')}</button>
          </noscript>
        </Form>
        <nav aria-label={t('prices:months_nav')}>
          {page.view === 'year' ? (
            <>
              <a href={href(`${year - 1}-01`, 'year')} rel="prev">
                ← {year - 1}
              </a>
              <strong aria-current="page">{year}</strong>
              <a href={href(`${year + 1}-01`, 'year')} rel="next">
                {year + 1} →
              </a>
              <a href={href(page.month)}>{t('prices:month_view')}</a>
            </>
          ) : (
            <>
              <a href={href(shiftMonth(page.month, -1))} rel="prev">
                ← {t('prices:previous_month')}
              </a>
              <strong aria-current="page" id="calendar-month">
                {monthName(page.month, language)}
              </strong>
              <a href={href(shiftMonth(page.month, 1))} rel="next">
                {t('prices:next_month')} →
              </a>
              <a href={href(page.month, 'year')}>{t('prices:year_view')}</a>
            </>
          )}
        </nav>
      </Toolbar>
      {!page.calendar || !roomType ? (
        <p>{t('prices:no_room_types')}</p>
      ) : page.view === 'year' ? (
        <YearView
          year={year}
          days={days}
          today={page.today}
          money={page.money}
          language={language}
          monthHref={(month) => href(month)}
        />
      ) : (
        <Columns>
          <section aria-labelledby="calendar-month">
            <p id="calendar-help">{t('prices:grid_help')}</p>
            <MonthGrid
              key={page.month}
              month={page.month}
              days={days}
              today={page.today}
              money={page.money}
              language={language}
              selection={selection}
              weekdays={weekdays}
              refusedDay={answer && !answer.ok ? answer.refusedDay : undefined}
              onSelect={setSelection}
              initialFocus={focusAfterMove}
              onMonthChange={(month, day) =>
                navigate(href(month), { state: { focus: day }, preventScrollReset: true })
              }
              labelledBy="calendar-month"
            />
          </section>
          <Side>
            <EditPanel
              key={page.roomTypeId}
              roomTypeId={page.roomTypeId}
              selection={selection}
              initial={answer?.values}
              errors={answer && !answer.ok ? answer.errors : undefined}
              busy={busy}
              onChange={(change) => {
                setSelection(change.selection);
                setWeekdays(change.weekdays);
              }}
            />
            {answer ? (
              <Outcome key={answer.at} outcome={answer} money={page.money} language={language} />
            ) : null}
          </Side>
        </Columns>
      )}
    </Page>
  );
}

const Page = styled(PageContainer)`
  padding-top: ${({ theme }) => theme.space.lg};
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;

const Heading = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};

  form {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }

  select,
  button {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }

  nav {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
  }

  nav a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 360px;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  #calendar-help {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;
