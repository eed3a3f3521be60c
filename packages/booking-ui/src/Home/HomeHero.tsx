import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { DestinationArt } from './DestinationArt';
import { Container } from './layout';
import type { HomeDestination } from './types';

/* ---------- Hero ---------- */

const Hero = styled.section`
  position: relative;
  overflow: hidden;
  padding: ${({ theme }) => `${theme.space.xxxl} 0 136px`};
  background:
    radial-gradient(120% 90% at 85% 10%, rgba(255, 255, 255, 0.14), transparent 55%),
    linear-gradient(160deg, ${({ theme }) => theme.colors.primaryHover}, ${({ theme }) =>
      theme.colors.primary} 60%);
  color: ${({ theme }) => theme.colors.onPrimary};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space.xl} 0 112px`};
  }
`;

const HeroArt = styled.svg`
  position: absolute;
  right: -40px;
  bottom: 0;
  width: min(60vw, 760px);
  height: auto;
  pointer-events: none;

  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const HeroLayout = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};

  @media (max-width: 959.98px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const HeroText = styled.div`
  max-width: 620px;
`;

/** Three destination postcards fanned out beside the title (wide screens only). */
const Collage = styled.ul`
  position: relative;
  height: 300px;
  margin: 0;
  padding: 0;
  list-style: none;

  @media (max-width: 959.98px) {
    display: none;
  }
`;

const Postcard = styled.li`
  position: absolute;
  top: 0;
  width: 188px;
  aspect-ratio: 4 / 5;
  overflow: hidden;
  border: 6px solid ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 24px 48px -16px rgba(0, 0, 0, 0.45);

  & > svg {
    display: block;
    width: 100%;
    height: 100%;
  }

  &:nth-child(1) {
    left: 0;
    top: 36px;
    transform: rotate(-7deg);
  }
  &:nth-child(2) {
    left: 30%;
    top: 0;
    z-index: 1;
    transform: rotate(2deg);
  }
  &:nth-child(3) {
    right: 0;
    top: 48px;
    transform: rotate(8deg);
  }
`;

const PostcardName = styled.span`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  bottom: ${({ theme }) => theme.space.xs};
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-shadow: 0 1px 8px rgba(0, 0, 0, 0.45);
`;

const Eyebrow = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: 1px solid rgba(255, 255, 255, 0.28);
  border-radius: 999px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.onPrimary};

  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
    box-shadow: 0 0 0 3px rgba(255, 255, 255, 0.18);
  }
`;

const HeroTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: 48px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.1;
  letter-spacing: -0.02em;

  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
`;

const HeroSubtitle = styled.p`
  margin: 0;
  max-width: 520px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.onPrimaryMuted};

  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/** A quiet coastline behind the hero text: sun, hills and sea in the brand's own tones. */
function HeroScene() {
  return (
    <HeroArt viewBox="0 0 760 360" aria-hidden="true">
      <circle cx="560" cy="118" r="64" fill="currentColor" opacity="0.1" />
      <circle cx="560" cy="118" r="40" fill="currentColor" opacity="0.12" />
      <path
        d="M0 300C120 230 220 250 320 262s170-40 270-70 170 10 170 10V360H0z"
        fill="currentColor"
        opacity="0.07"
      />
      <path
        d="M120 330c110-40 210-34 300-22s190-18 340-40V360H120z"
        fill="currentColor"
        opacity="0.1"
      />
    </HeroArt>
  );
}

/** Three postcards in contrasting colours (sea, temple, jungle) when the catalogue has them. */
function pickFeatured(destinations: HomeDestination[]): HomeDestination[] {
  const preferred = ['greece', 'japan', 'thailand'];
  const chosen = preferred
    .map((palette) => destinations.find((d) => d.palette === palette))
    .filter((d): d is HomeDestination => d !== undefined);
  for (const d of destinations) if (chosen.length < 3 && !chosen.includes(d)) chosen.push(d);
  return chosen.slice(0, 3);
}

export interface HomeHeroProps {
  /** The destinations; three of them make the postcard collage. */
  destinations: HomeDestination[];
}

/** The first screen: tagline, title and a collage of destination postcards. */
export function HomeHero({ destinations }: HomeHeroProps) {
  const { t } = useTranslation();
  const featured = pickFeatured(destinations);
  return (
    <Hero aria-labelledby="home-title">
      <HeroScene />
      <Container>
        <HeroLayout>
          <HeroText>
            <Eyebrow>{t('common:brand_tagline')}</Eyebrow>
            <HeroTitle id="home-title">{t('home:hero_title')}</HeroTitle>
            <HeroSubtitle>{t('home:hero_subtitle')}</HeroSubtitle>
          </HeroText>
          {featured.length === 3 ? (
            <Collage aria-hidden="true">
              {featured.map((destination) => (
                <Postcard key={destination.regionId}>
                  <DestinationArt palette={destination.palette} />
                  <PostcardName>{destination.name}</PostcardName>
                </Postcard>
              ))}
            </Collage>
          ) : null}
        </HeroLayout>
      </Container>
    </Hero>
  );
}
