import { routeMeta } from '@bookdirect/app-shell';
import type { I18nHandle } from '@bookdirect/app-shell/client';
import { notFound } from '@bookdirect/app-shell/server';
import type { GatewayClient } from '@bookdirect/gateway-sdk';
import {
  type StaffAccount,
  type StaffRole,
  staffChangeBody,
  staffEndpoints,
} from '@bookdirect/gateway-sdk/staff';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { OfficeErrorBoundary } from '../components/ErrorPage';
import {
  Actions,
  Message,
  Muted,
  OfficePage,
  Panel,
  SubmitButton,
  Tag,
} from '../components/layout';
import { StaffFields, type StaffFieldValues, staffFieldValues } from '../components/StaffFields';
import { type FormAnswer, fieldErrors, refused } from '../forms';
import {
  gatewayMessage,
  orStaffError,
  requireAdmin,
  requireStaff,
  staffAction,
} from '../staff.server';

export const meta = routeMeta({ title: 'office_staff_member' });

export const handle: I18nHandle = { i18n: ['validation', 'account'] };

export const ErrorBoundary = OfficeErrorBoundary;

/** The account changes that end or replace something of the person's: each is confirmed first. */
const CONFIRMED = ['disable', 'enable', 'reset_otp', 'reset_password'] as const;
type Confirmed = (typeof CONFIRMED)[number];

function staffId(raw: string | undefined): number {
  const id = Number(raw);
  if (!raw || !/^[0-9]{1,10}$/.test(raw) || !Number.isSafeInteger(id) || id < 1) throw notFound();
  return id;
}

/**
 * The account of `id`: the list call is the only read of accounts, and a group's staff fits in
 * a few of its pages of 100, oldest first.
 */
async function findAccount(gateway: GatewayClient, id: number): Promise<StaffAccount> {
  for (let page = 1; page <= 50; page += 1) {
    const { staff_list, total } = await gateway.call(staffEndpoints.staffList, {
      query: { page, nums: 100 },
    });
    const found = staff_list.find((account) => account.staff_id === id);
    if (found) return found;
    if (page * 100 >= total) break;
  }
  throw notFound();
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = staffId(params.staffId);
  const { gateway, staff } = requireAdmin(await requireStaff(request));
  const [account, hotels] = await orStaffError(
    Promise.all([findAccount(gateway, id), gateway.call(staffEndpoints.staffHotels)]),
    request,
  );
  return { account, hotels: hotels.hotel_list, isMe: staff.staff_id === id };
}

type MemberAnswer = FormAnswer & {
  values?: StaffFieldValues;
  /** The confirm step of this change. */
  confirm?: Confirmed;
  /** A new password from reset_password, shown once. */
  password?: string;
};

/**
 * Saves the fields (`intent=save`) or makes one of the confirmed changes: the first post of a
 * confirmed change only asks (`confirm` missing), the second, with `confirm=1`, makes it. The
 * gateway refuses what must not be done (rec 6: the last admin, or one's own account) and
 * its message is shown.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const id = staffId(params.staffId);
  return staffAction(request, async (context, form) => {
    const { gateway } = requireAdmin(context);
    const intent = String(form.get('intent') ?? 'save');
    if (intent === 'save') {
      const values = staffFieldValues(form);
      const body = {
        name: values.name,
        role: values.role as StaffRole,
        hotel_ids: values.hotel_ids,
        lang: values.lang as 'zh' | 'en',
      };
      const errors = await fieldErrors(staffChangeBody, body);
      if (errors) return data<MemberAnswer>({ values, errors, tone: 'error' }, 400);
      try {
        await gateway.call(staffEndpoints.staffChange, { params: { id }, body });
        return data<MemberAnswer>({ message: 'office:staff_saved', tone: 'success' });
      } catch (error) {
        return data<MemberAnswer>({ values, ...refused(gatewayMessage(error)) }, 400);
      }
    }
    if (!(CONFIRMED as readonly string[]).includes(intent)) {
      return data<MemberAnswer>({ message: 'office:fix_fields', tone: 'error' }, 400);
    }
    const change = intent as Confirmed;
    if (form.get('confirm') !== '1') return data<MemberAnswer>({ confirm: change });
    try {
      if (change === 'reset_password') {
        const { password } = await gateway.call(staffEndpoints.staffResetPassword, {
          params: { id },
        });
        return data<MemberAnswer>({
          password,
          message: 'office:done_reset_password',
          tone: 'success',
        });
      }
      const endpoint = {
        disable: staffEndpoints.staffDisable,
        enable: staffEndpoints.staffEnable,
        reset_otp: staffEndpoints.staffResetOtp,
      }[change];
      await gateway.call(endpoint, { params: { id } });
      return data<MemberAnswer>({ message: `office:done_${change}`, tone: 'success' });
    } catch (error) {
      return data<MemberAnswer>(refused(gatewayMessage(error)), 400);
    }
  });
}

const Secret = styled.code`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xs}`};
  background: ${({ theme }) => theme.colors.bg};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-family: ${({ theme }) => theme.fonts.mono};
  user-select: all;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
  }
`;

const Confirm = styled(Panel)`
  border-color: ${({ theme }) => theme.colors.borderStrong};
`;

export default function StaffMember() {
  const { t } = useTranslation();
  const { account, hotels, isMe } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as MemberAnswer | undefined;
  const message = answer?.message?.startsWith('office:') ? t(answer.message) : answer?.message;
  const title = account.name || account.email;
  const changes: { intent: Confirmed; shown: boolean }[] = [
    { intent: 'disable', shown: !account.disabled },
    { intent: 'enable', shown: Boolean(account.disabled) },
    { intent: 'reset_otp', shown: true },
    { intent: 'reset_password', shown: true },
  ];
  return (
    <OfficePage title={title} aside={<a href="/staff">{t('office:staff_back')}</a>}>
      <Facts>
        <dt>{t('office:email')}</dt>
        <dd>{account.email}</dd>
        <dt>{t('office:staff_state')}</dt>
        <dd>
          {account.disabled ? (
            <Tag $tone="bad">{t('office:staff_disabled')}</Tag>
          ) : account.enrolled ? (
            <Tag $tone="good">{t('office:staff_enrolled')}</Tag>
          ) : (
            <Tag>{t('office:staff_not_enrolled')}</Tag>
          )}
        </dd>
      </Facts>
      {message ? (
        <Message
          $tone={answer?.tone ?? 'info'}
          role={answer?.tone === 'error' ? 'alert' : 'status'}
          data-testid="staff-message"
        >
          {message}
          {answer?.password ? (
            <>
              {' '}
              <Secret data-testid="staff-password">{answer.password}</Secret>
              <br />
              {t('office:staff_password_once')}
            </>
          ) : null}
        </Message>
      ) : answer?.errors ? (
        <Message $tone="error" role="alert">
          {t('office:fix_fields')}
        </Message>
      ) : null}
      {answer?.confirm ? (
        <Confirm aria-labelledby="confirm-title" data-testid="confirm">
          <h2 id="confirm-title">{t(`office:confirm_${answer.confirm}_title`, { name: title })}</h2>
          <Muted>{t(`office:confirm_${answer.confirm}_body`)}</Muted>
          <Form method="post">
            <input type="hidden" name="confirm" value="1" />
            <Actions>
              <SubmitButton variant="primary" intent={answer.confirm}>
                {t(`office:action_${answer.confirm}`)}
              </SubmitButton>
              <a href={`/staff/${account.staff_id}`}>{t('office:cancel')}</a>
            </Actions>
          </Form>
        </Confirm>
      ) : null}
      <Panel aria-labelledby="staff-edit">
        <h2 id="staff-edit">{t('office:staff_edit')}</h2>
        <Form method="post">
          <StaffFields
            hotels={hotels}
            errors={answer?.errors}
            values={
              answer?.values ?? {
                name: account.name,
                role: account.role,
                hotel_ids: account.hotel_ids,
                lang: account.lang,
              }
            }
          />
          <Actions>
            <SubmitButton variant="primary" intent="save">
              {t('office:staff_save')}
            </SubmitButton>
          </Actions>
        </Form>
      </Panel>
      <Panel aria-labelledby="staff-account">
        <h2 id="staff-account">{t('office:staff_account')}</h2>
        {isMe ? <Muted>{t('office:staff_is_me')}</Muted> : null}
        <Form method="post">
          <Actions>
            {changes
              .filter((change) => change.shown)
              .map(({ intent }) => (
                <SubmitButton key={intent} variant="secondary" intent={intent}>
                  {t(`office:action_${intent}`)}
                </SubmitButton>
              ))}
          </Actions>
        </Form>
      </Panel>
    </OfficePage>
  );
}
