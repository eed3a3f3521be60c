import { routeMeta } from '@bookdirect/app-shell';
import type { I18nHandle } from '@bookdirect/app-shell/client';
import { TextField } from '@bookdirect/booking-ui';
import { type StaffRole, staffCreateBody, staffEndpoints } from '@bookdirect/gateway-sdk/staff';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { OfficeErrorBoundary } from '../components/ErrorPage';
import {
  Actions,
  HiddenCaption,
  Message,
  Muted,
  OfficePage,
  Panel,
  SubmitButton,
  Table,
  TableWrap,
  Tag,
} from '../components/layout';
import { StaffFields, type StaffFieldValues, staffFieldValues } from '../components/StaffFields';
import { type FormAnswer, fieldErrors, refused } from '../forms';
import { localName } from '../names';
import {
  gatewayMessage,
  orStaffError,
  requireAdmin,
  requireStaff,
  staffAction,
} from '../staff.server';

export const meta = routeMeta({ title: 'office_staff' });

export const handle: I18nHandle = { i18n: ['validation', 'account'] };

export const ErrorBoundary = OfficeErrorBoundary;

/** Accounts on one page: a hotel group's staff, not a city's. */
const PER_PAGE = 100;

/** Every staff account, and the hotels to give a new one; admins only (others: the 403 page). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { gateway } = requireAdmin(await requireStaff(request));
  const url = new URL(request.url);
  const q = url.searchParams.get('q')?.trim() ?? '';
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const [list, hotels] = await orStaffError(
    Promise.all([
      gateway.call(staffEndpoints.staffList, {
        query: { page, nums: PER_PAGE, ...(q ? { q } : {}) },
      }),
      gateway.call(staffEndpoints.staffHotels),
    ]),
    request,
  );
  return { staff: list.staff_list, total: list.total, page, q, hotels: hotels.hotel_list };
}

type AddAnswer = FormAnswer & { values?: StaffFieldValues; password?: string; email?: string };

/** Adds an account; the gateway's generated password is answered this once. */
export async function action({ request }: ActionFunctionArgs) {
  return staffAction(request, async ({ gateway, staff }, form) => {
    requireAdmin({ gateway, staff });
    const values = staffFieldValues(form);
    const errors = await fieldErrors(staffCreateBody, values);
    if (errors) return data<AddAnswer>({ values, errors, tone: 'error' }, 400);
    try {
      const answer = await gateway.call(staffEndpoints.staffCreate, {
        body: {
          email: values.email ?? '',
          name: values.name,
          role: values.role as StaffRole,
          hotel_ids: values.hotel_ids,
          lang: values.lang as 'zh' | 'en',
        },
      });
      return data<AddAnswer>({ email: answer.staff.email, password: answer.password });
    } catch (error) {
      return data<AddAnswer>({ values, ...refused(gatewayMessage(error)) }, 400);
    }
  });
}

const Filters = styled(Form)`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};

  & > div {
    flex: 0 1 320px;
  }
`;

const Secret = styled.code`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xs}`};
  background: ${({ theme }) => theme.colors.bg};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.md};
  user-select: all;
`;

export default function StaffList() {
  const { t, i18n } = useTranslation();
  const { staff, total, page, q, hotels } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as AddAnswer | undefined;
  const hotelName = new Map(
    hotels.map((hotel) => [hotel.hotel_id, localName(hotel, i18n.language)]),
  );
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  const pageHref = (to: number) =>
    `/staff?${new URLSearchParams({ ...(q ? { q } : {}), page: String(to) })}`;
  return (
    <OfficePage
      title={t('titles:office_staff')}
      aside={<Muted>{t('office:staff_total', { count: total })}</Muted>}
    >
      <Filters method="get" role="search">
        <TextField label={t('office:staff_search')} name="q" type="search" defaultValue={q} />
        <SubmitButton variant="secondary">{t('office:staff_search_go')}</SubmitButton>
      </Filters>
      <TableWrap tabIndex={0} aria-labelledby="staff-table-caption">
        <Table>
          <HiddenCaption id="staff-table-caption">{t('titles:office_staff')}</HiddenCaption>
          <thead>
            <tr>
              <th scope="col">{t('office:staff_name')}</th>
              <th scope="col">{t('office:email')}</th>
              <th scope="col">{t('office:staff_role')}</th>
              <th scope="col">{t('office:staff_hotels')}</th>
              <th scope="col">{t('office:staff_state')}</th>
            </tr>
          </thead>
          <tbody>
            {staff.map((member) => (
              <tr key={member.staff_id} data-testid="staff-row">
                <th scope="row">
                  <a href={`/staff/${member.staff_id}`}>{member.name || member.email}</a>
                </th>
                <td>{member.email}</td>
                <td>{t(`office:role_${member.role}`)}</td>
                <td>
                  {member.role === 'admin'
                    ? t('office:staff_all_hotels')
                    : member.hotel_ids.map((id) => hotelName.get(id) ?? `#${id}`).join(', ')}
                </td>
                <td>
                  {member.disabled ? (
                    <Tag $tone="bad">{t('office:staff_disabled')}</Tag>
                  ) : member.enrolled ? (
                    <Tag $tone="good">{t('office:staff_enrolled')}</Tag>
                  ) : (
                    <Tag>{t('office:staff_not_enrolled')}</Tag>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
      {pages > 1 ? (
        <Actions as="nav" aria-label={t('office:staff_pages')}>
          {page > 1 ? <a href={pageHref(page - 1)}>{t('office:page_previous')}</a> : null}
          <span>{t('office:page_of', { page, pages })}</span>
          {page < pages ? <a href={pageHref(page + 1)}>{t('office:page_next')}</a> : null}
        </Actions>
      ) : null}

      <Panel aria-labelledby="staff-add" style={{ marginTop: '24px' }}>
        <h2 id="staff-add">{t('office:staff_add')}</h2>
        {answer?.password ? (
          <Message $tone="success" role="status" data-testid="staff-password">
            {t('office:staff_added', { email: answer.email })} <Secret>{answer.password}</Secret>
            <br />
            {t('office:staff_password_once')}
          </Message>
        ) : null}
        {answer?.message ? (
          <Message $tone="error" role="alert">
            {answer.message}
          </Message>
        ) : answer?.errors ? (
          <Message $tone="error" role="alert">
            {t('office:fix_fields')}
          </Message>
        ) : null}
        <Form method="post" key={answer?.password ?? 'add'}>
          <StaffFields
            withEmail
            hotels={hotels}
            errors={answer?.errors}
            values={
              answer?.values ?? { email: '', name: '', role: 'desk', hotel_ids: [], lang: 'zh' }
            }
          />
          <Actions>
            <SubmitButton variant="primary">{t('office:staff_add_submit')}</SubmitButton>
          </Actions>
        </Form>
      </Panel>
    </OfficePage>
  );
}
