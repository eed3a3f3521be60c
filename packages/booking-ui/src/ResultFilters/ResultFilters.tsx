import {
  type FacetCount,
  type ResultFilters as Filters,
  filterCount,
  MAX_NAME_QUERY,
  SCORE_STEPS,
  type SearchFacets,
} from '@bookdirect/gateway-sdk';
import { type FormEvent, useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { useUiTranslation } from '../internal/use-ui-translation';

export interface ResultFiltersProps {
  /** The filters of the page's URL (`readFilters`). */
  filters: Filters;
  /** What the gateway's answer counts; `null` (or empty lists) when it offers none. */
  facets: SearchFacets | null;
  /** Where the form goes: the results page. */
  action: string;
  /** The rest of the search, kept as it is: the city, the dates, the party, the order. */
  hidden: Record<string, string>;
  /** The results without any filter: "Clear all". */
  clearHref: string;
  /**
   * With JavaScript, the host's navigation: called with the form instead of the browser's
   * submit, on "Apply" and at once when a box or a score is picked. Without it the form
   * submits as a plain GET (as it does before the page's script has run).
   */
  onSubmit?: (form: HTMLFormElement) => void;
  /** With JavaScript, the host's navigation to `clearHref`; a plain link without it. */
  onClear?: (href: string) => void;
  /** `id` of the panel, for a link or a test to reach it. */
  id?: string;
}

const Root = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  & > summary {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    cursor: pointer;
  }

  /* Wide screens: a sidebar, always open; where a browser cannot show a closed details'
     content, it keeps the disclosure. */
  ${({ theme }) => theme.media.desktop} {
    @supports selector(::details-content) {
      & > summary {
        display: none;
      }
      &::details-content {
        content-visibility: visible;
        display: contents;
      }
    }
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};

  & fieldset {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    min-width: 0;
    margin: 0;
    padding: 0;
    border: 0;
  }
  & legend,
  & h2 {
    margin: 0 0 ${({ theme }) => theme.space.xxs};
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  & input[type='number'],
  & input[type='search'] {
    width: 100%;
    min-width: 0;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }

  /* A tag, facility or score choice: many per form, so styled here once rather than per label. */
  & label[data-choice] {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 44px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    cursor: pointer;

    & input {
      flex: none;
      width: 20px;
      height: 20px;
      margin: 0;
      accent-color: ${({ theme }) => theme.colors.primary};
    }
    & span {
      color: ${({ theme }) => theme.colors.textMuted};
    }
    &:has(input:disabled) {
      color: ${({ theme }) => theme.colors.textMuted};
      cursor: not-allowed;
    }

    ${({ theme }) => theme.media.desktop} {
      min-height: 32px;
    }
  }
`;

const Price = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.xs};

  & label {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Field = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  & input {
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  & button,
  & a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  & button {
    padding: 0 ${({ theme }) => theme.space.lg};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    cursor: pointer;
  }
  & a {
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

/**
 * The results' filters: a GET form to the results page, so it works before (and without)
 * the page's script. The price range for the stay, the lowest guest score, hotel tags and
 * room facilities with the number of hotels beside each, part of the hotel's name; "Apply"
 * and "Clear all". A box or a score submits at once where the host gives `onSubmit`. On phones
 * it sits behind a "Filters (n)" disclosure, on wider screens it is always open.
 */
export function ResultFilters({
  filters,
  facets,
  action,
  hidden,
  clearHref,
  onSubmit,
  onClear,
  id,
}: ResultFiltersProps) {
  const { t } = useUiTranslation();
  const form = useRef<HTMLFormElement>(null);
  const count = filterCount(filters);
  const state = JSON.stringify(filters);
  // New filters from a navigation (Clear all, Back): the fields show them, focus stays put.
  useEffect(() => {
    if (state) form.current?.reset();
  }, [state]);

  const submit = onSubmit
    ? (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit(event.currentTarget);
      }
    : undefined;
  const price = facets?.price_range;
  const choices = (
    legend: string,
    name: 'tags' | 'facilities',
    list: FacetCount[] | undefined,
    chosen: string[],
  ) =>
    list && list.length > 0 ? (
      <fieldset>
        <legend>{legend}</legend>
        {list.map((facet) => {
          const value = name === 'tags' ? facet.key : String(facet.id);
          const on = chosen.includes(value);
          return (
            <label data-choice key={value}>
              <input
                type="checkbox"
                name={name}
                value={value}
                defaultChecked={on}
                disabled={facet.count === 0 && !on}
              />
              {facet.name} <span>({facet.count})</span>
            </label>
          );
        })}
      </fieldset>
    ) : null;

  return (
    <Root id={id} data-testid="result-filters">
      <summary>
        {count > 0 ? t('search:filter_toggle', { count }) : t('search:filter_title')}
      </summary>
      <Form
        ref={form}
        method="get"
        action={action}
        aria-label={t('search:filter_title')}
        onSubmit={submit}
        onChange={(event) => {
          const type = (event.target as HTMLInputElement).type;
          if (type === 'checkbox' || type === 'radio') event.currentTarget.requestSubmit();
        }}
      >
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Field>
          {t('search:filter_name')}
          <input type="search" name="q" maxLength={MAX_NAME_QUERY} defaultValue={filters.q ?? ''} />
        </Field>
        <fieldset>
          <legend>
            {t('search:filter_price')}
            {price?.symbol ? ` (${price.symbol})` : ''}
          </legend>
          <Price>
            <label>
              {t('search:filter_price_from')}
              <input
                type="number"
                name="price_from"
                min={0}
                inputMode="numeric"
                placeholder={price?.max ? String(Math.floor(price.min)) : undefined}
                defaultValue={filters.priceFrom ?? ''}
              />
            </label>
            <label>
              {t('search:filter_price_to')}
              <input
                type="number"
                name="price_to"
                min={0}
                inputMode="numeric"
                placeholder={price?.max ? String(Math.ceil(price.max)) : undefined}
                defaultValue={filters.priceTo ?? ''}
              />
            </label>
          </Price>
        </fieldset>
        <fieldset>
          <legend>{t('search:filter_score')}</legend>
          {[undefined, ...SCORE_STEPS].map((score) => (
            <label data-choice key={score ?? 'any'}>
              <input
                type="radio"
                name="score_from"
                value={score ?? ''}
                defaultChecked={filters.scoreFrom === score}
              />
              {score === undefined
                ? t('search:filter_score_any')
                : t('search:filter_score_min', { score })}
            </label>
          ))}
        </fieldset>
        {choices(t('search:filter_tags'), 'tags', facets?.tags, filters.tags)}
        {choices(
          t('search:filter_facilities'),
          'facilities',
          facets?.facilities,
          filters.facilities.map(String),
        )}
        <Actions>
          <button type="submit">{t('search:filter_apply')}</button>
          {count > 0 ? (
            <a
              href={clearHref}
              onClick={
                onClear
                  ? (event) => {
                      event.preventDefault();
                      onClear(clearHref);
                    }
                  : undefined
              }
            >
              {t('search:filter_clear_all', { count })}
            </a>
          ) : null}
        </Actions>
      </Form>
    </Root>
  );
}
