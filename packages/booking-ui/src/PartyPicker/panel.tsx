import {
  MAX_ADULTS,
  MAX_CHILD_AGE,
  MAX_CHILDREN,
  MAX_ROOMS,
  MIN_ADULTS,
  MIN_ROOMS,
  type Party,
  ROOMS_OVER_ADULTS,
} from '@bookdirect/gateway-sdk/party';
import { useRef, useState } from 'react';
import { styled } from 'styled-components';
import { type UiKey, useUiTranslation } from '../internal/use-ui-translation';
import { ageMissing } from './summary';

/*
 * The panel's steppers and age selects: loaded when the panel first opens (or when someone
 * reaches for the field), not with every page that has a search box.
 */

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Name = styled.div`
  display: grid;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: normal;
  }
`;

const Stepper = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};

  output {
    min-width: 2ch;
    font-size: ${({ theme }) => theme.fontSizes.md};
    text-align: center;
  }
`;

const Step = styled.button`
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryText};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1;
  cursor: pointer;

  &:disabled {
    border-color: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`;

const Ages = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  padding-top: ${({ theme }) => theme.space.xs};

  label {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  select {
    height: 44px;
    padding: 0 ${({ theme }) => theme.space.xs};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }

  select[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Refusal = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &:empty {
    display: none;
  }
`;

const Done = styled.button`
  width: 100%;
  min-height: 44px;
  margin-top: ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
`;

interface CountRowProps {
  id: string;
  name: UiKey;
  hint?: UiKey;
  count: number;
  min: number;
  max: number;
  onStep: (by: 1 | -1) => void;
}

function CountRow({ id, name, hint, count, min, max, onStep }: CountRowProps) {
  const { t } = useUiTranslation();
  const what = t(name);
  const lower = what.toLowerCase();
  return (
    <Row>
      <Name id={id}>
        {what}
        {hint ? <small>{t(hint)}</small> : null}
      </Name>
      <Stepper>
        <Step
          type="button"
          aria-label={t('search:party_less', { what: lower })}
          disabled={count <= min}
          onClick={() => onStep(-1)}
        >
          −
        </Step>
        <output aria-live="polite" aria-label={t('search:party_count', { what, count })}>
          {count}
        </output>
        <Step
          type="button"
          aria-label={t('search:party_more', { what: lower })}
          disabled={count >= max}
          onClick={() => onStep(1)}
        >
          +
        </Step>
      </Stepper>
    </Row>
  );
}

export interface PartyPanelProps {
  idPrefix: string;
  value: Party;
  onChange: (party: Party) => void;
  /** Closes the panel (the party is complete). */
  onDone: () => void;
}

/**
 * Steppers for rooms, adults and children, one age select per child and Done. A room needs an
 * adult: more rooms than adults is refused with `search:rooms_over_adults`; Done asks for any
 * age still unset.
 */
export function PartyPanel({ idPrefix, value, onChange, onDone }: PartyPanelProps) {
  const { t } = useUiTranslation();
  const [refusal, setRefusal] = useState<UiKey | null>(null);
  const agesRef = useRef<HTMLDivElement>(null);

  const change = (next: Party) => {
    setRefusal(null);
    onChange(next);
  };
  const stepRooms = (by: 1 | -1) => {
    if (value.rooms + by > value.adults) return setRefusal(ROOMS_OVER_ADULTS as UiKey);
    change({ ...value, rooms: value.rooms + by });
  };
  const stepAdults = (by: 1 | -1) => {
    if (value.adults + by < value.rooms) return setRefusal(ROOMS_OVER_ADULTS as UiKey);
    change({ ...value, adults: value.adults + by });
  };
  const stepChildren = (by: 1 | -1) =>
    change({
      ...value,
      children: by > 0 ? [...value.children, Number.NaN] : value.children.slice(0, -1),
    });
  const setAge = (index: number, age: number) =>
    change({ ...value, children: value.children.map((old, i) => (i === index ? age : old)) });

  const done = () => {
    if (ageMissing(value)) {
      setRefusal('search:party_age_required');
      agesRef.current?.querySelector<HTMLSelectElement>('select[data-unset]')?.focus();
      return;
    }
    onDone();
  };

  const ages = Array.from({ length: MAX_CHILD_AGE + 1 }, (_, age) => age);
  return (
    <>
      <CountRow
        id={`${idPrefix}-rooms`}
        name="search:party_rooms"
        count={value.rooms}
        min={MIN_ROOMS}
        max={MAX_ROOMS}
        onStep={stepRooms}
      />
      <CountRow
        id={`${idPrefix}-adults`}
        name="search:party_adults"
        hint="search:party_adults_hint"
        count={value.adults}
        min={MIN_ADULTS}
        max={MAX_ADULTS}
        onStep={stepAdults}
      />
      <CountRow
        id={`${idPrefix}-children`}
        name="search:party_children"
        hint="search:party_children_hint"
        count={value.children.length}
        min={0}
        max={MAX_CHILDREN}
        onStep={stepChildren}
      />
      {value.children.length > 0 ? (
        <Ages ref={agesRef}>
          {value.children.map((age, index) => {
            const unset = !Number.isInteger(age);
            const selectId = `${idPrefix}-age-${index}`;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a child is its place in the list
              <label key={index} htmlFor={selectId}>
                {t('search:party_child_age', { n: index + 1 })}
                <select
                  id={selectId}
                  value={unset ? '' : String(age)}
                  required
                  data-unset={unset ? '' : undefined}
                  aria-invalid={unset && refusal === 'search:party_age_required' ? true : undefined}
                  onChange={(event) =>
                    setAge(
                      index,
                      event.target.value === '' ? Number.NaN : Number(event.target.value),
                    )
                  }
                >
                  <option value="">{t('search:party_age_choose')}</option>
                  {ages.map((years) => (
                    <option key={years} value={years}>
                      {t('search:party_age_years', { count: years })}
                    </option>
                  ))}
                </select>
              </label>
            );
          })}
        </Ages>
      ) : null}
      <Refusal role="status" data-testid="party-refusal">
        {refusal ? t(refusal) : ''}
      </Refusal>
      <Done type="button" onClick={done}>
        {t('search:party_done')}
      </Done>
    </>
  );
}
