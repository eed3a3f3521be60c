import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useSiteLinks } from '../BookingUiProvider/site-links';
import { DestinationArt } from './DestinationArt';
import { ArrowIcon } from './icons';
import { CardList } from './layout';
import { destinationSearchHref, type HomeDestination } from './types';

/* Destinations */

const Grid = styled(CardList).attrs({ $columns: 'repeat(4, minmax(0, 1fr))', $gap: 'lg' })``;

const Card = styled.a`
  position: relative;
  display: block;
  overflow: hidden;
  aspect-ratio: 4 / 5;
  border-radius: ${({ theme }) => theme.radii.lg};
  color: #fff;
  text-decoration: none;
  isolation: isolate;
  box-shadow: 0 1px 2px rgba(16, 24, 32, 0.06);
  transition: box-shadow ${({ theme }) => `${theme.motion.base} ${theme.motion.easing}`};

  & > svg {
    position: absolute;
    inset: 0;
    z-index: -2;
    width: 100%;
    height: 100%;
    transition: transform ${({ theme }) => `${theme.motion.slow} ${theme.motion.easing}`};
  }

  &::after {
    content: '';
    position: absolute;
    inset: 45% 0 0;
    z-index: -1;
    background: linear-gradient(to top, rgba(10, 22, 28, 0.72), rgba(10, 22, 28, 0));
  }

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }

  &:hover > svg {
    transform: scale(1.04);
  }
`;

const CardText = styled.span`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  display: grid;
  gap: 2px;

  ${({ theme }) => theme.media.mobile} {
    left: ${({ theme }) => theme.space.sm};
    right: ${({ theme }) => theme.space.sm};
    bottom: ${({ theme }) => theme.space.sm};
  }
`;

const CardName = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-shadow: 0 1px 12px rgba(0, 0, 0, 0.25);

  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const CardAlt = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: rgba(255, 255, 255, 0.86);
`;

const CardCta = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  & > svg {
    width: 16px;
    height: 16px;
    transition: transform ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};
  }

  ${Card}:hover & > svg {
    transform: translateX(3px);
  }

  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space.xl};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

export interface DestinationGridProps {
  destinations: HomeDestination[];
}

/** The destinations as cards leading to their hotels; a note when there are none. */
export function DestinationGrid({ destinations }: DestinationGridProps) {
  const { t, i18n } = useTranslation();
  const site = useSiteLinks();
  // The second name is in the other language, so screen readers pronounce it right.
  const altLang = i18n.language === 'zh' ? 'en' : 'zh-CN';
  if (destinations.length === 0) return <Empty>{t('home:no_destinations')}</Empty>;
  return (
    <Grid>
      {destinations.map((destination) => (
        <li key={destination.regionId}>
          <Card href={site.url(destinationSearchHref(destination.searchName))}>
            <DestinationArt palette={destination.palette} />
            <CardText>
              <CardName>{destination.name}</CardName>
              {destination.altName && destination.altName !== destination.name ? (
                <CardAlt lang={altLang}>{destination.altName}</CardAlt>
              ) : null}
              <CardCta>
                {t('home:see_hotels')}
                <ArrowIcon />
              </CardCta>
            </CardText>
          </Card>
        </li>
      ))}
    </Grid>
  );
}
