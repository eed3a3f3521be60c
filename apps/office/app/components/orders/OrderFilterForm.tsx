import { Button, SelectField, TextField } from '@bookdirect/booking-ui';
import { ALL_ORDER_STATUS_IDS } from '@bookdirect/gateway-sdk';
import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { localName } from '../../names';
import { filtersSearch, type OrderFilters } from '../../orders/filters';
import { statusKey } from '../../orders/words';
import { Checks } from '../catalog/layout';
import { SubmitButton } from '../layout';

const Fields = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 2fr) minmax(180px, 1fr) repeat(2, minmax(150px, 1fr));
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  align-items: start;

  @media (max-width: 1023px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `${theme.space.sm} 0 ${theme.space.md}`};

  & > ${Checks} {
    flex: 1 1 480px;
    margin: 0;
  }
  & > ${Checks} > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The desk's search: a GET form, so the filters live in the address (bookmarks, the pages,
 * the export keep them) and it works without JavaScript.
 */
export function OrderFilterForm({
  filters,
  hotels,
}: {
  filters: OrderFilters;
  hotels: { hotel_id: number; name_cn: string; name_en: string }[];
}) {
  const { t, i18n } = useTranslation();
  const filtered = filtersSearch(filters) !== '';
  return (
    <Form method="get" role="search" aria-label={t('titles:office_orders')}>
      <Fields>
        <TextField
          label={t('office_orders:search')}
          name="q"
          type="search"
          defaultValue={filters.q}
          autoComplete="off"
        />
        <SelectField
          label={t('office_orders:filter_hotel')}
          name="hotel_id"
          defaultValue={filters.hotelId ? String(filters.hotelId) : ''}
        >
          <option value="">{t('office_orders:filter_all_hotels')}</option>
          {hotels.map((hotel) => (
            <option key={hotel.hotel_id} value={hotel.hotel_id}>
              {localName(hotel, i18n.language)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('office_orders:filter_from')}
          name="from"
          type="date"
          defaultValue={filters.from}
        />
        <TextField
          label={t('office_orders:filter_to')}
          name="to"
          type="date"
          defaultValue={filters.to}
        />
      </Fields>
      <Row>
        <Checks>
          <legend>{t('office_orders:filter_status')}</legend>
          <div>
            {ALL_ORDER_STATUS_IDS.map((id) => (
              <label key={id}>
                <input
                  type="checkbox"
                  name="status_ids"
                  value={id}
                  defaultChecked={filters.statusIds.includes(id)}
                />
                {t(statusKey(id))}
              </label>
            ))}
          </div>
        </Checks>
        <Buttons>
          <SubmitButton variant="primary">{t('office_orders:filter_go')}</SubmitButton>
          {filtered ? <a href="/orders">{t('office_orders:filter_clear')}</a> : null}
          <Button
            variant="secondary"
            href={`/orders/export${filtersSearch({ ...filters, page: 1 })}`}
            download
            data-testid="orders-export"
          >
            {t('office_orders:export_csv')}
          </Button>
        </Buttons>
      </Row>
    </Form>
  );
}
