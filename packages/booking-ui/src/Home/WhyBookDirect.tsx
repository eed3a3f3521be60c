import { FREE_CANCELLATION_DAYS } from '@bookdirect/gateway-sdk/constants';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { CalendarIcon, ReviewIcon, StarIcon, TagIcon } from './icons';

/* Why book direct */

const Perks = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.xl} 0 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
    margin-top: ${({ theme }) => theme.space.lg};
  }
`;

const Perk = styled.li`
  display: grid;
  grid-template-columns: 40px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  align-items: start;
  align-content: start;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const PerkIcon = styled.span`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primaryText};

  & > svg {
    width: 20px;
    height: 20px;
  }
`;

const PerkTitle = styled.h3`
  margin: 0 0 2px;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const PerkBody = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const perks = [
  { icon: <TagIcon />, key: 'direct' },
  { icon: <StarIcon />, key: 'points' },
  { icon: <CalendarIcon />, key: 'cancel' },
  { icon: <ReviewIcon />, key: 'reviews' },
] as const;

/** Why book direct: best rate, points, cancellation with a full refund, reviews from real guests. */
export function WhyBookDirect() {
  const { t } = useTranslation();
  return (
    <Perks aria-label={t('home:why_title')}>
      {perks.map((perk) => (
        <Perk key={perk.key}>
          <PerkIcon>{perk.icon}</PerkIcon>
          <div>
            <PerkTitle>{t(`home:why_${perk.key}_title`)}</PerkTitle>
            {/* The cancellation perk names the days; the others ignore the value. */}
            <PerkBody>{t(`home:why_${perk.key}_body`, { days: FREE_CANCELLATION_DAYS })}</PerkBody>
          </div>
        </Perk>
      ))}
    </Perks>
  );
}
