import { formatDateTime } from '@bookdirect/booking-ui';
import type { StaffPartner } from '@bookdirect/gateway-sdk/staff';
import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { HiddenCaption, SubmitButton, Table, TableWrap } from '../layout';

const Origins = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    word-break: break-all;
  }
`;

const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Every partner, by code: name, origins, last change, and its edit link and remove button. */
export function PartnersTable({ partners }: { partners: StaffPartner[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  return (
    <TableWrap tabIndex={0} aria-labelledby="partners-caption">
      <Table>
        <HiddenCaption id="partners-caption">{t('titles:office_partners')}</HiddenCaption>
        <thead>
          <tr>
            <th scope="col">{t('office_partners:code')}</th>
            <th scope="col">{t('office_partners:name')}</th>
            <th scope="col">{t('office_partners:origins')}</th>
            <th scope="col">{t('office_partners:updated')}</th>
            <th scope="col">{t('office_partners:actions')}</th>
          </tr>
        </thead>
        <tbody>
          {partners.map((partner) => (
            <tr key={partner.code} data-testid="partner-row" data-code={partner.code}>
              <th scope="row">
                <code>{partner.code}</code>
              </th>
              <td>{partner.name}</td>
              <td>
                {partner.origins.length > 0 ? (
                  <Origins>
                    {partner.origins.map((origin) => (
                      <li key={origin}>
                        <code>{origin}</code>
                      </li>
                    ))}
                  </Origins>
                ) : (
                  t('office_partners:links_only')
                )}
              </td>
              <td style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(partner.update_time, lang, 'UTC')} UTC
              </td>
              <td>
                <RowActions>
                  <a
                    href={`/partners?edit=${encodeURIComponent(partner.code)}#partner-edit`}
                    aria-label={t('office_partners:edit_label', { name: partner.name })}
                  >
                    {t('office_partners:edit')}
                  </a>
                  <Form method="post">
                    <input type="hidden" name="code" value={partner.code} />
                    <input type="hidden" name="name" value={partner.name} />
                    <SubmitButton
                      variant="secondary"
                      size="sm"
                      intent="delete"
                      aria-label={t('office_partners:delete_label', { name: partner.name })}
                    >
                      {t('office_partners:delete')}
                    </SubmitButton>
                  </Form>
                </RowActions>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}
