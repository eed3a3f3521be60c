import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { Button } from '../Button/Button';
import { Inner, Section } from './layout';

export interface BookingBandProps {
  /** The traveller site the call to action leads to. */
  bookingUrl: string;
}

const Band = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;
  justify-content: space-between;
  p {
    margin: 0;
    max-width: 720px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The franchise page's word to travellers: the group's hotels are booked on its own site. */
export function BookingBand({ bookingUrl }: BookingBandProps) {
  const { t } = useTranslation();
  return (
    <Section aria-labelledby="booking-title">
      <Inner>
        <Band>
          <div>
            <h2 id="booking-title">{t('marketing:booking_title')}</h2>
            <p>{t('marketing:booking_text')}</p>
          </div>
          <Button href={bookingUrl} variant="primary" size="lg">
            {t('marketing:booking_cta')}
          </Button>
        </Band>
      </Inner>
    </Section>
  );
}
