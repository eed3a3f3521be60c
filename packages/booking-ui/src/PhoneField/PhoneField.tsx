import { useMemo } from 'react';
import { styled } from 'styled-components';
import { phonePrefixes } from '../GuestForm/countries';
import { useUiTranslation } from '../internal/use-ui-translation';
import {
  SelectField,
  type SelectFieldProps,
  TextField,
  type TextFieldProps,
} from '../TextField/TextField';

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

export function PhoneField({ prefix, number, allowEmpty = false }: PhoneFieldProps) {
  const { t } = useUiTranslation();
  const shown = prefix.value ?? prefix.defaultValue;
  const prefixes = useMemo(() => {
    const list = phonePrefixes();
    // A stored prefix the list does not name (an older spelling) still shows as chosen.
    return typeof shown === 'string' && shown && !list.includes(shown) ? [shown, ...list] : list;
  }, [shown]);
  const { label: prefixLabel, ...prefixProps } = prefix;
  const { label: numberLabel, ...numberProps } = number;
  return (
    <Row>
      <SelectField label={prefixLabel ?? t('booking:tel_prefix')} {...prefixProps}>
        {allowEmpty ? <option value="">{t('booking:choose')}</option> : null}
        {prefixes.map((code) => (
          <option key={code} value={code}>
            {code}
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
