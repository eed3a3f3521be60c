import { formatPersonName, type PersonName } from '@bookdirect/gateway-sdk/names';
import { styled } from 'styled-components';
import { Button } from '../Button/Button';
import { useUiTranslation } from '../internal/use-ui-translation';

/**
 * Sections of the pay page's form: the chosen guests, the payment method and the consents.
 * Each is controlled by the page (which posts the form) and shows what it is told.
 */

const Muted = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;

  & > li {
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export interface ChosenGuestsProps {
  /** The guests chosen so far, each shown as `formatPersonName` writes it. */
  guests: { id: number; name: PersonName }[];
  /** How many guests the room takes. */
  max: number;
  /** Opens the guest picker. */
  onChoose: () => void;
}

/** Who stays: the chosen guests' names and the button that opens the picker. */
export function ChosenGuests({ guests, max, onChoose }: ChosenGuestsProps) {
  const { t, language } = useUiTranslation();
  return (
    <>
      <Muted>{t('booking:guests_hint', { max })}</Muted>
      {guests.length > 0 ? (
        <Chips data-testid="chosen-guests">
          {guests.map((guest) => (
            <li key={guest.id}>{formatPersonName(guest.name, language)}</li>
          ))}
        </Chips>
      ) : (
        <Muted>{t('booking:no_guest_chosen')}</Muted>
      )}
      <Button variant="secondary" onClick={onChoose}>
        {t('booking:choose_guests')}
      </Button>
    </>
  );
}

const Check = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} 0;
  cursor: pointer;
  line-height: ${({ theme }) => theme.lineHeights.snug};

  /* 24 px: the smallest target WCAG 2.5.8 allows for a finger on a phone. */
  & > input {
    flex: none;
    width: 24px;
    height: 24px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Method = styled(Check)`
  align-items: center;
  min-height: 56px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  & small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
  /* Muted grey lacks contrast on the chosen card's tint. */
  &:has(input:checked) small {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export interface PaymentMethodOption {
  /** The `pay_source` posted. */
  value: number;
  label: string;
  hint?: string;
}

export interface PaymentMethodsProps {
  /** The radio group's field name. */
  name: string;
  methods: PaymentMethodOption[];
  /** The chosen method; start from `initialPaymentMethod(methods)`. */
  value: number | undefined;
  onChange: (value: number) => void;
}

/**
 * The method the form starts with: the only one when a single method is offered (nothing
 * to choose between), otherwise none, so the traveller picks among several.
 */
export function initialPaymentMethod(
  methods: readonly Pick<PaymentMethodOption, 'value'>[],
): number | undefined {
  return methods.length === 1 ? methods[0]?.value : undefined;
}

/** The payment methods as radio cards. */
export function PaymentMethods({ name, methods, value, onChange }: PaymentMethodsProps) {
  return (
    <>
      {methods.map((method) => (
        <Method key={method.value}>
          <input
            type="radio"
            name={name}
            value={method.value}
            checked={value === method.value}
            onChange={(event) => {
              if (event.target.checked) onChange(method.value);
            }}
          />
          <span>
            {method.label}
            {method.hint ? <small>{method.hint}</small> : null}
          </span>
        </Method>
      ))}
    </>
  );
}

export interface BookingConsentsProps {
  /** Where the privacy terms are (opened in a new tab). */
  privacyHref: string;
  privacy: boolean;
  crossBorder: boolean;
  onPrivacyChange: (checked: boolean) => void;
  onCrossBorderChange: (checked: boolean) => void;
}

/** The two consents a booking needs: privacy terms and cross-border provision of data. */
export function BookingConsents({
  privacyHref,
  privacy,
  crossBorder,
  onPrivacyChange,
  onCrossBorderChange,
}: BookingConsentsProps) {
  const { t } = useUiTranslation();
  return (
    <>
      <Check>
        <input
          type="checkbox"
          name="consent_privacy"
          checked={privacy}
          onChange={(event) => onPrivacyChange(event.target.checked)}
        />
        <span>
          {t('booking:consent_privacy')}{' '}
          <a href={privacyHref} target="_blank" rel="noreferrer">
            {t('booking:privacy_terms')}
          </a>
        </span>
      </Check>
      <Check>
        <input
          type="checkbox"
          name="consent_cross_border"
          checked={crossBorder}
          onChange={(event) => onCrossBorderChange(event.target.checked)}
        />
        <span>{t('booking:consent_cross_border')}</span>
      </Check>
    </>
  );
}

/**
 * What still stops the booking, under the book button. The page shows it only after the
 * traveller has tried to book, so it is announced when it appears.
 */
export const MissingHint = styled.p.attrs({ role: 'alert' })`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
