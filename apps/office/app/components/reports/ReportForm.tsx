import { Button, SelectField, TextField } from '@bookdirect/booking-ui';
import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { localName } from '../../names';
import { REPORT_BYS, type ReportChoice, reportSearch } from '../../reports/query';
import { SubmitButton } from '../layout';

const Fields = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 2fr) repeat(3, minmax(150px, 1fr));
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  align-items: start;

  @media (max-width: 1023px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  @media (max-width: 479px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `${theme.space.sm} 0 ${theme.space.lg}`};
`;

/**
 * Which report: a GET form, so the choice lives in the address (bookmarks and the export keep
 * it) and it works without JavaScript. The group is offered to those who may see it (admins).
 */
export function ReportForm({
  choice,
  hotels,
  group,
  exportable,
}: {
  choice: ReportChoice;
  hotels: { hotel_id: number; name_cn: string; name_en: string }[];
  group: boolean;
  /** Whether the gateway answered this choice (no export of a refused range). */
  exportable: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Form method="get" aria-label={t('office_reports:form_label')}>
      <Fields>
        <SelectField
          label={t('office_reports:hotel')}
          name="hotel_id"
          defaultValue={String(choice.hotelId)}
        >
          {group ? <option value="0">{t('office_reports:group')}</option> : null}
          {hotels.map((hotel) => (
            <option key={hotel.hotel_id} value={hotel.hotel_id}>
              {localName(hotel, i18n.language)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('office_reports:from')}
          name="from"
          type="date"
          required
          defaultValue={choice.from}
        />
        <TextField
          label={t('office_reports:to')}
          name="to"
          type="date"
          required
          defaultValue={choice.to}
        />
        <SelectField label={t('office_reports:by')} name="by" defaultValue={choice.by}>
          {REPORT_BYS.map((by) => (
            <option key={by} value={by}>
              {t(`office_reports:by_${by}`)}
            </option>
          ))}
        </SelectField>
      </Fields>
      <Buttons>
        <SubmitButton variant="primary">{t('office_reports:show')}</SubmitButton>
        {exportable ? (
          <Button
            variant="secondary"
            href={`/reports/export${reportSearch(choice)}`}
            download
            data-testid="reports-export"
          >
            {t('office_reports:export_csv')}
          </Button>
        ) : null}
      </Buttons>
    </Form>
  );
}
