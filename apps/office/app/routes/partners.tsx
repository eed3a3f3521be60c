import { routeMeta } from '@bookdirect/app-shell';
import type { I18nHandle } from '@bookdirect/app-shell/client';
import { staffEndpoints } from '@bookdirect/gateway-sdk/staff';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { OfficeErrorBoundary } from '../components/ErrorPage';
import { Actions, Message, Muted, OfficePage, Panel, SubmitButton } from '../components/layout';
import { PartnerEmbed } from '../components/partners/PartnerEmbed';
import { PartnerFields } from '../components/partners/PartnerFields';
import { PartnersTable } from '../components/partners/PartnersTable';
import { type PartnerAnswer, partnerAction } from '../partners/actions.server';
import { originText, partnerFieldErrors } from '../partners/fields';
import { urls } from '../shell.server';
import { orStaffError, requireAdmin, requireStaff } from '../staff.server';

export const meta = routeMeta({ title: 'office_partners' });

export const handle: I18nHandle = { i18n: ['validation', 'office_partners'] };

export const ErrorBoundary = OfficeErrorBoundary;

/** Every partner, and the one `?edit=<code>` opens for editing; admins only. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { gateway } = requireAdmin(await requireStaff(request));
  const { partner_list } = await orStaffError(gateway.call(staffEndpoints.staffPartners), request);
  const edit = new URL(request.url).searchParams.get('edit');
  return {
    partners: partner_list,
    edit: partner_list.find((p) => p.code === edit) ?? null,
    booking: urls.booking,
  };
}

export const action = ({ request }: ActionFunctionArgs) => partnerAction(request);

const Confirm = styled(Panel)`
  border-color: ${({ theme }) => theme.colors.borderStrong};
`;

export default function Partners() {
  const { t } = useTranslation();
  const { partners, edit, booking } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as PartnerAnswer | undefined;
  const errors = partnerFieldErrors(answer?.errors);
  const failed = (intent: PartnerAnswer['intent']) =>
    answer?.intent === intent && answer?.tone === 'error';
  // The edit form stays open on its errors, and closes once saved.
  const editing =
    failed('save') && answer?.values
      ? { code: answer.values.code, values: answer.values }
      : edit && !(answer?.done === 'saved' || answer?.done === 'deleted')
        ? {
            code: edit.code,
            values: { code: edit.code, name: edit.name, origins: originText(edit.origins) },
          }
        : null;
  const editingName = partners.find((p) => p.code === editing?.code)?.name ?? editing?.code;
  const message = answer?.done
    ? t(`office_partners:${answer.done}`, { name: answer.name, code: answer.code })
    : answer?.message?.startsWith('office:')
      ? t(answer.message)
      : answer?.message;
  const errorNote = (intent: PartnerAnswer['intent']) =>
    failed(intent) ? (
      <Message $tone="error" role="alert">
        {answer?.message ?? t('office:fix_fields')}
      </Message>
    ) : null;

  return (
    <OfficePage
      title={t('titles:office_partners')}
      aside={<Muted>{t('office_partners:total', { count: partners.length })}</Muted>}
    >
      <Muted>{t('office_partners:intro')}</Muted>
      <Muted>{t('office_partners:settings_note')}</Muted>
      {answer?.done ? (
        <Message $tone="success" role="status" data-testid="partners-message">
          {message}
        </Message>
      ) : answer?.intent === 'delete' && answer.tone === 'error' ? (
        <Message $tone="error" role="alert">
          {message}
        </Message>
      ) : null}
      {answer?.confirm ? (
        <Confirm aria-labelledby="partner-confirm" data-testid="confirm">
          <h2 id="partner-confirm">
            {t('office_partners:confirm_delete_title', {
              name: answer.confirm.name,
              code: answer.confirm.code,
            })}
          </h2>
          <Muted>{t('office_partners:confirm_delete_body')}</Muted>
          <Form method="post">
            <input type="hidden" name="code" value={answer.confirm.code} />
            <input type="hidden" name="confirm" value="1" />
            <Actions>
              <SubmitButton variant="primary" intent="delete">
                {t('office_partners:confirm_delete_submit')}
              </SubmitButton>
              <a href="/partners">{t('office:cancel')}</a>
            </Actions>
          </Form>
        </Confirm>
      ) : null}
      {editing ? (
        <Panel aria-labelledby="partner-edit-title" id="partner-edit">
          <h2 id="partner-edit-title">{t('office_partners:edit_title', { name: editingName })}</h2>
          {errorNote('save')}
          <Form method="post" key={`edit-${editing.code}`}>
            <PartnerFields
              id="partner-edit"
              values={editing.values}
              errors={failed('save') ? errors : undefined}
            />
            <Actions>
              <SubmitButton variant="primary" intent="save">
                {t('office_partners:save')}
              </SubmitButton>
              <a href="/partners">{t('office:cancel')}</a>
            </Actions>
          </Form>
          <PartnerEmbed booking={booking} code={editing.code} />
        </Panel>
      ) : null}
      {partners.length > 0 ? (
        <PartnersTable partners={partners} />
      ) : (
        <Muted>{t('office_partners:empty')}</Muted>
      )}
      <Panel aria-labelledby="partner-add" style={{ marginTop: '24px' }}>
        <h2 id="partner-add">{t('office_partners:add')}</h2>
        {errorNote('add')}
        <Form method="post" key={answer?.done === 'added' ? `added-${answer.code}` : 'add'}>
          <PartnerFields
            id="partner-add"
            withCode
            values={
              failed('add') && answer?.values ? answer.values : { code: '', name: '', origins: '' }
            }
            errors={failed('add') ? errors : undefined}
          />
          <Actions>
            <SubmitButton variant="primary" intent="add">
              {t('office_partners:add_submit')}
            </SubmitButton>
          </Actions>
        </Form>
      </Panel>
    </OfficePage>
  );
}
