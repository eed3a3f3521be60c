import { type KeyboardEvent, useMemo, useRef } from 'react';
import { styled } from 'styled-components';
import { COUNTRIES, useCountryNames } from '../GuestForm/countries';
import { useUiTranslation } from '../internal/use-ui-translation';
import {
  SelectField,
  type SelectFieldProps,
  TextField,
  type TextFieldProps,
} from '../TextField/TextField';
import { findPrefixOption, prefixOptions } from './prefix-options';

/**
 * A traveller's phone as one row: the calling prefix and the number beside it. The number
 * may also be typed with its own `+` (`+30 210 555 0142`); the shared rules then read the
 * prefix from it (gateway-sdk `parsePhone`). Used by the guest form, the pay page's contact
 * and the profile, so each asks for a phone the same way.
 */
export interface PhoneFieldProps {
  /** The prefix select: name, value or defaultValue, handlers, error. Label defaults to "Prefix". */
  prefix: Omit<SelectFieldProps, 'label' | 'children'> & { label?: SelectFieldProps['label'] };
  /** The number box: name, value or defaultValue, handlers, error. Label defaults to "Phone". */
  number: Omit<TextFieldProps, 'label'> & { label?: TextFieldProps['label'] };
  /** An empty first choice ("Please choose"), for a form that has no prefix yet. */
  allowEmpty?: boolean;
}

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(110px, 1fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space.md};
`;

/** How long typed digits add up to one prefix (`3`, `0`: `+30`) before a new one starts. */
const TYPED_PREFIX_MS = 1000;

export function PhoneField({ prefix, number, allowEmpty = false }: PhoneFieldProps) {
  const { t } = useUiTranslation();
  const shown = prefix.value ?? prefix.defaultValue;
  const named = useCountryNames(COUNTRIES);
  const options = useMemo(() => {
    const list = prefixOptions(named).map(({ prefix: code, names }) => ({
      code,
      label: t('booking:prefix_option', {
        name: names.join(t('booking:prefix_names_separator')),
        prefix: code,
      }),
    }));
    // A stored prefix the list does not name (an older spelling) still shows as chosen.
    return typeof shown === 'string' && shown && !list.some((o) => o.code === shown)
      ? [{ code: shown, label: shown }, ...list]
      : list;
  }, [named, shown, t]);
  const typed = useRef({ text: '', at: 0 });
  const { label: prefixLabel, onKeyDown, ...prefixProps } = prefix;
  const { label: numberLabel, ...numberProps } = number;

  // Typing a number picks its prefix (`30` or `+30`); letters pick a country by name, as
  // any select does.
  const typeNumber = (event: KeyboardEvent<HTMLSelectElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (!/^[\d+]$/.test(event.key)) return;
    event.preventDefault();
    const now = event.timeStamp;
    const text =
      now - typed.current.at > TYPED_PREFIX_MS ? event.key : typed.current.text + event.key;
    typed.current = { text, at: now };
    const found = findPrefixOption(
      options.map((o) => ({ prefix: o.code, names: [o.label] })),
      text,
    );
    const select = event.currentTarget;
    if (!found || select.value === found.prefix) return;
    select.value = found.prefix;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };

  return (
    <Row>
      <SelectField
        label={prefixLabel ?? t('booking:tel_prefix')}
        {...prefixProps}
        onKeyDown={typeNumber}
      >
        {allowEmpty ? <option value="">{t('booking:choose')}</option> : null}
        {options.map(({ code, label }) => (
          <option key={code} value={code}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextField
        label={numberLabel ?? t('booking:phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        {...numberProps}
      />
    </Row>
  );
}
