import { routeMeta } from '@bookdirect/app-shell';
import type { I18nHandle } from '@bookdirect/app-shell/client';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { ImportReport } from '../components/desk/ImportReport';
import { OfficeErrorBoundary } from '../components/ErrorPage';
import { Actions, Message, Muted, OfficePage, Panel, SubmitButton } from '../components/layout';
import {
  confirmImport,
  type ImportAnswer,
  isUpload,
  loadImport,
  previewImport,
} from '../desk/import.server';
import {
  IMPORT_COLUMNS_OPTIONAL,
  IMPORT_COLUMNS_REQUIRED,
  IMPORT_FIELD,
} from '../desk/import-file';

/** The namespaces this page reads besides the root's (see `I18nHandle`). */
export const handle: I18nHandle = { i18n: ['office_desk'] };

export const meta = routeMeta({ title: 'office_import' });

export const ErrorBoundary = OfficeErrorBoundary;

export async function loader({ request }: LoaderFunctionArgs) {
  return loadImport(request);
}

export async function action({ request }: ActionFunctionArgs) {
  return isUpload(request) ? previewImport(request) : confirmImport(request);
}

/** A file to start from: the header and one reservation, as the import command reads it. */
const SAMPLE = [
  [...IMPORT_COLUMNS_REQUIRED, ...IMPORT_COLUMNS_OPTIONAL].join(','),
  'Booking.com,BKG-1001,1,1,2026-03-05,2026-03-07,Lina Chen,lina@example.com,2105550199,+30,1,',
].join('\n');

const SAMPLE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(`${SAMPLE}\n`)}`;

/** "512 KB". */
function size(bytes: number): string {
  return `${Math.round(bytes / 1024)} KB`;
}

/**
 * Travel-platform bookings from a file: upload it, preview each row as the gateway judges it
 * (nothing written), then import the valid rows or all or none, and read the result per row.
 */
export default function ImportPage() {
  const { t } = useTranslation();
  const { maxBytes } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as ImportAnswer | undefined;
  const error =
    answer?.step === 'error'
      ? answer.key
        ? t(answer.key, { size: size(maxBytes) })
        : answer.message
      : undefined;
  // The previewed file, kept in the page: imported without a new upload, and tried again
  // after a refusal or an all-or-none import that imported nothing.
  const kept = answer?.text ? { name: answer.name ?? '', text: answer.text } : undefined;
  const choose = kept ? (
    <Choose method="post" data-testid="import-choose">
      <Muted>{t('office_desk:preview_choose')}</Muted>
      <input type="hidden" name="name" value={kept.name} />
      <input type="hidden" name="text" value={kept.text} />
      <Actions>
        <SubmitButton intent="import_valid" variant="primary">
          {t('office_desk:import_valid')}
        </SubmitButton>
        <SubmitButton intent="import_all" variant="secondary">
          {t('office_desk:import_all')}
        </SubmitButton>
      </Actions>
    </Choose>
  ) : null;

  return (
    <OfficePage title={t('titles:office_import')}>
      <Muted>{t('office_desk:import_intro')}</Muted>
      {error ? (
        <Message $tone="error" role="alert" data-testid="import-error" key={answer?.at}>
          {error}
        </Message>
      ) : null}
      {answer?.step === 'result' ? (
        <Panel aria-labelledby="import-result" data-testid="import-result">
          <h2 id="import-result">{t('office_desk:result_title')}</h2>
          <Message $tone={answer.report.imported > 0 ? 'success' : 'info'} role="status">
            {answer.allOrNone && answer.report.imported === 0 && answer.report.refused > 0
              ? t('office_desk:result_nothing')
              : t('office_desk:result_summary', {
                  imported: answer.report.imported,
                  existing: answer.report.existing,
                  refused: answer.report.refused,
                })}
          </Message>
          <ImportReport caption={t('office_desk:result_title')} lines={answer.report.report} />
          {choose}
          <Actions>
            <a href="/import">{t('office_desk:choose_again')}</a>
          </Actions>
        </Panel>
      ) : null}
      {answer?.step === 'preview' ? (
        <Panel aria-labelledby="import-preview" data-testid="import-preview">
          <h2 id="import-preview">{t('office_desk:preview_title', { name: answer.name })}</h2>
          <Message $tone={answer.report.refused > 0 ? 'error' : 'info'} role="status">
            {t('office_desk:preview_summary', {
              valid: answer.report.valid,
              exists: answer.report.existing,
              refused: answer.report.refused,
            })}
          </Message>
          <ImportReport
            caption={t('office_desk:preview_title', { name: answer.name })}
            lines={answer.report.report}
          />
          {answer.report.valid > 0 ? choose : null}
        </Panel>
      ) : null}
      {answer?.step === 'error' && choose ? <Panel>{choose}</Panel> : null}
      <Panel aria-labelledby="import-file">
        <h2 id="import-file">{t('office_desk:upload_title')}</h2>
        <Form method="post" encType="multipart/form-data">
          <Upload>
            <label htmlFor="import-file-input">{t('office_desk:file')}</label>
            <input
              id="import-file-input"
              type="file"
              name={IMPORT_FIELD}
              accept=".csv,.json,text/csv,application/json"
              required
            />
          </Upload>
          <Actions>
            <SubmitButton intent="preview" variant="primary">
              {t('office_desk:preview')}
            </SubmitButton>
          </Actions>
        </Form>
      </Panel>
      <Panel aria-labelledby="import-columns">
        <h2 id="import-columns">{t('office_desk:columns_title')}</h2>
        <Muted>{t('office_desk:columns_help')}</Muted>
        <Columns>
          <li>
            {t('office_desk:columns_required', { columns: IMPORT_COLUMNS_REQUIRED.join(', ') })}
          </li>
          <li>
            {t('office_desk:columns_optional', { columns: IMPORT_COLUMNS_OPTIONAL.join(', ') })}
          </li>
        </Columns>
        <SampleLink href={SAMPLE_HREF} download="platform-bookings-sample.csv">
          {t('office_desk:sample')}
        </SampleLink>
      </Panel>
    </OfficePage>
  );
}

const Upload = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  input[type='file'] {
    min-height: 44px;
    font: inherit;
  }

  input[type='file']:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Choose = styled(Form)`
  margin-top: ${({ theme }) => theme.space.md};
`;

const Columns = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding-left: ${({ theme }) => theme.space.lg};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const SampleLink = styled.a`
  color: ${({ theme }) => theme.colors.primaryText};
`;
