import { routeMeta } from '@bookdirect/app-shell';
import type { I18nHandle } from '@bookdirect/app-shell/client';
import { addDays, formatLongDay } from '@bookdirect/gateway-sdk';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useSubmit } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { BoardTable } from '../components/desk/BoardTable';
import { DeskButton } from '../components/desk/DeskButton';
import { OfficeErrorBoundary } from '../components/ErrorPage';
import { Actions, Message, Muted, OfficePage, Panel } from '../components/layout';
import { useAutoRefresh } from '../components/useAutoRefresh';
import { type BoardAnswer, loadBoard, submitBoard } from '../desk/board.server';
import { BOARD_LISTS, boardHref } from '../desk/board-form';
import { localName } from '../names';

/** The namespaces this page reads besides the root's (see `I18nHandle`). */
export const handle: I18nHandle = { i18n: ['office_desk'] };

export const meta = routeMeta({ title: 'office_board' });

export const ErrorBoundary = OfficeErrorBoundary;

export async function loader({ request }: LoaderFunctionArgs) {
  return loadBoard(request);
}

export async function action({ request }: ActionFunctionArgs) {
  return submitBoard(request);
}

/** "12:04:09" in the reader's language and clock. */
function clock(at: number, language: string): string {
  return new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }).format(at);
}

/**
 * The front desk's board of one hotel and day: who arrives, who stays, who leaves, with their
 * rooms and check-in state, and the desk's changes to a stay. It reads itself again every
 * 15 seconds while in sight.
 */
export default function DeskBoard() {
  const { t, i18n } = useTranslation();
  const language = i18n.language?.startsWith('zh') ? 'zh' : 'en';
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as BoardAnswer | undefined;
  const submit = useSubmit();
  useAutoRefresh();
  const { board, hotelId } = page;
  const message = answer?.key ? t(answer.key, answer.values) : answer?.message;
  const confirm = answer?.confirm;

  return (
    <OfficePage
      title={t('titles:office_board')}
      aside={
        <Updated aria-live="off" data-testid="board-updated">
          {t('office_desk:updated')}{' '}
          <time dateTime={new Date(page.at).toISOString()} suppressHydrationWarning>
            {clock(page.at, language)}
          </time>
        </Updated>
      }
    >
      {!board ? (
        <Panel>
          <Muted>{t('office_desk:no_hotels')}</Muted>
        </Panel>
      ) : (
        <>
          <Toolbar>
            <Form method="get" onChange={(event) => submit(event.currentTarget, { replace: true })}>
              <label htmlFor="board-hotel">{t('office_desk:hotel')}</label>
              <select id="board-hotel" name="hotel" defaultValue={hotelId}>
                {page.hotels.map((hotel) => (
                  <option key={hotel.id} value={hotel.id}>
                    {localName(hotel, language)}
                  </option>
                ))}
              </select>
              <noscript>
                <button type="submit">{t('office_desk:show')}</button>
              </noscript>
            </Form>
            <nav aria-label={t('office_desk:days_nav')}>
              <a href={boardHref(hotelId, addDays(board.day, -1))} rel="prev">
                ← {t('office_desk:previous_day')}
              </a>
              <strong aria-current="page" data-testid="board-day">
                {formatLongDay(board.day, language)}
              </strong>
              <a href={boardHref(hotelId, addDays(board.day, 1))} rel="next">
                {t('office_desk:next_day')} →
              </a>
              <a href={boardHref(hotelId)}>{t('office_desk:today')}</a>
            </nav>
          </Toolbar>
          {message ? (
            <Message
              key={answer?.at}
              $tone={answer?.tone ?? 'info'}
              role={answer?.tone === 'error' ? 'alert' : 'status'}
              data-testid="board-message"
            >
              {message}
            </Message>
          ) : null}
          {confirm ? (
            <Confirm aria-labelledby="board-confirm" data-testid="board-confirm" key={answer?.at}>
              <h2 id="board-confirm">
                {confirm.intent === 'keybox'
                  ? t('office_desk:reset_title', { no: confirm.no })
                  : t('office_desk:depart_title', { order: confirm.order_id })}
              </h2>
              <Muted>
                {t(
                  confirm.intent === 'keybox'
                    ? 'office_desk:reset_body'
                    : 'office_desk:depart_body',
                )}
              </Muted>
              <Form method="post">
                <input type="hidden" name="confirm" value="1" />
                <input type="hidden" name="order_id" value={confirm.order_id} />
                {confirm.intent === 'keybox' ? (
                  <>
                    <input type="hidden" name="hotel_room_id" value={confirm.hotel_room_id} />
                    <input type="hidden" name="no" value={confirm.no} />
                  </>
                ) : null}
                <Actions>
                  <DeskButton
                    intent={confirm.intent}
                    variant="primary"
                    fields={{ order_id: confirm.order_id, confirm: 1 }}
                  >
                    {t('office_desk:confirm')}
                  </DeskButton>
                  <a href={boardHref(hotelId, board.day)}>{t('office_desk:cancel')}</a>
                </Actions>
              </Form>
            </Confirm>
          ) : null}
          {BOARD_LISTS.map((list) => (
            <BoardTable
              key={list}
              list={list}
              entries={board[list]}
              context={{ day: board.day, rooms: board.rooms, roomTypes: page.roomTypes, language }}
            />
          ))}
        </>
      )}
    </OfficePage>
  );
}

const Updated = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

const Confirm = styled(Panel)`
  border-color: ${({ theme }) => theme.colors.borderStrong};
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
