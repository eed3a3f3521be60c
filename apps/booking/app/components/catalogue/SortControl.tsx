import { Form, useSubmit } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ResultSort } from '../../search.server';

const SortForm = styled(Form)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-left: auto;

  & > label {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    white-space: nowrap;
  }

  & select,
  & button {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  & select {
    max-width: 100%;
    cursor: pointer;
  }
  & button {
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  ${({ theme }) => theme.media.mobile} {
    width: 100%;
    margin-left: 0;

    & select {
      flex: 1;
      min-width: 0;
    }
  }
`;

/** The orders offered, in the order the menu lists them (`sort` of the URL). */
const SORTS = ['rcmd', 'price_asc', 'price_desc', 'score'] as const satisfies ResultSort[];

/**
 * The order of the results: a GET form, so it works without JavaScript (the button shows
 * then); with it, picking an order reloads the list at once. The stay and the city go along.
 */
export function SortControl({
  sort,
  cityId,
  regionName,
  enterDate,
  leaveDate,
  keep,
}: {
  sort: ResultSort;
  cityId: number;
  regionName: string;
  enterDate: number;
  leaveDate: number;
  /** Query fields the other order keeps: the party and the filters. */
  keep?: Record<string, string>;
}) {
  const { t } = useTranslation();
  const submit = useSubmit();
  return (
    <SortForm method="get" action="/hotel/search" preventScrollReset>
      <input type="hidden" name="enterDate" value={enterDate} />
      <input type="hidden" name="leaveDate" value={leaveDate} />
      <input type="hidden" name="city_id" value={cityId} />
      <input type="hidden" name="region_name" value={regionName} />
      {Object.entries(keep ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="results-sort">{t('search:sort_by')}</label>
      <select
        id="results-sort"
        name="sort"
        defaultValue={sort}
        onChange={(event) => submit(event.currentTarget.form)}
      >
        {SORTS.map((key) => (
          <option key={key} value={key}>
            {t(`search:sort_${key}`)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit">{t('search:apply_sort')}</button>
      </noscript>
    </SortForm>
  );
}
