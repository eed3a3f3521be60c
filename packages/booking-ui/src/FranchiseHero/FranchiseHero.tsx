import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { Button } from '../Button/Button';

export interface FranchiseHeroProps {
  /** The traveller site, for "Book a hotel". */
  bookingUrl: string;
  /**
   * Opens the franchise form in a modal. The call to action stays a link to `#join` (the
   * inline form), which is what it does without JavaScript.
   */
  onApply?: () => void;
}

const Section = styled.section`
  /* Keyboard focus stays visible on the dark background. */
  --bd-focus: ${({ theme }) => theme.colors.onPrimary};
  position: relative;
  overflow: hidden;
  display: flex;
  align-items: center;
  min-height: min(calc(100vh - 72px), 760px);
  padding: ${({ theme }) => `${theme.space.xxxl} 0 160px`};
  border-bottom: 1px solid rgba(255, 255, 255, 0.12);
  background:
    linear-gradient(to bottom, transparent 55%, rgba(0, 0, 0, 0.22)),
    radial-gradient(60% 70% at 88% 8%, rgba(255, 196, 150, 0.22), transparent 60%),
    radial-gradient(50% 60% at 0% 100%, rgba(255, 255, 255, 0.08), transparent 60%),
    linear-gradient(165deg, ${({ theme }) => theme.colors.primaryHover} 0%, ${({ theme }) =>
      theme.colors.primary} 55%);
  color: ${({ theme }) => theme.colors.onPrimary};
  scroll-margin-top: 72px;

  ${({ theme }) => theme.media.mobile} {
    min-height: 0;
    padding: ${({ theme }) => `${theme.space.xxl} 0 120px`};
    scroll-margin-top: 60px;
  }
`;

const Skyline = styled.svg`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  width: 100%;
  height: 180px;
  color: ${({ theme }) => theme.colors.onPrimary};
  pointer-events: none;

  ${({ theme }) => theme.media.mobile} {
    height: 120px;
  }
`;

const Inner = styled.div`
  position: relative;
  z-index: 1;
  display: grid;
  grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.xxxl};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.layout.gutter};

  @media (max-width: 959.98px) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xxl};
  }

  ${({ theme }) => theme.media.mobile} {
    gap: ${({ theme }) => theme.space.xl};
    padding: 0 ${({ theme }) => theme.layout.gutterMobile};
  }
`;

const Eyebrow = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.onPrimaryMuted};

  &::before {
    content: '';
    width: 32px;
    height: 2px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.accent};
  }
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  max-width: 14em;
  font-size: 52px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.08;
  letter-spacing: -0.02em;
  text-wrap: balance;

  &:lang(zh-CN) {
    letter-spacing: 0.01em;
    line-height: 1.2;
  }

  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
`;

const Subtitle = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  max-width: 34em;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.onPrimaryMuted};

  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.mobile} {
    flex-direction: column;
    & > * {
      width: 100%;
    }
  }
`;

const Panel = styled.aside`
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid rgba(255, 255, 255, 0.16);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: rgba(255, 255, 255, 0.06);
  box-shadow: 0 24px 48px -24px rgba(0, 0, 0, 0.5);
  backdrop-filter: blur(8px);

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const PanelTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const Stats = styled.dl`
  display: grid;
  margin: 0;
`;

const Stat = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => `${theme.space.md} 0`};
  border-top: 1px solid rgba(255, 255, 255, 0.14);

  ${({ theme }) => theme.media.mobile} {
    gap: 0;
    padding: ${({ theme }) => `${theme.space.sm} 0`};
  }
`;

const StatValue = styled.dd`
  order: -1;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.onPrimary};

  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const StatLabel = styled.dt`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.onPrimaryMuted};
`;

const Note = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid rgba(255, 255, 255, 0.14);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  & > svg {
    flex: none;
    width: 20px;
    height: 20px;
    padding: 3px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
  }
`;

const ArrowIcon = () => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="M5 12h14M13 6l6 6-6 6" />
  </svg>
);

const CheckIcon = () => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="3"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </svg>
);

/** Hotel façades along the bottom edge, their windows lit: a group that owns real places. */
const BUILDINGS = [
  [0, 96, 120],
  [104, 64, 150],
  [176, 120, 96],
  [304, 80, 170],
  [392, 136, 120],
  [536, 72, 140],
  [616, 112, 104],
  [736, 88, 160],
  [832, 128, 116],
  [968, 76, 150],
  [1052, 120, 100],
  [1180, 92, 136],
  [1280, 140, 112],
  [1428, 72, 150],
  [1508, 92, 120],
] as const;

/**
 * The drawing as three paths, one per shade (the walls, the dark windows, the lit ones), worked
 * out once: as one element per façade and window it was 290 of the page's 590 elements, every
 * one of them parsed, laid out and hydrated. The buildings never overlap, so one path per
 * opacity paints what separate shapes did.
 */
const SKYLINE = (() => {
  let walls = '';
  let dark = '';
  let lit = '';
  for (const [x, w, h] of BUILDINGS) {
    walls += `M${x} ${180 - h}h${w}v${h}h${-w}z`;
    for (let row = 0; row < Math.floor((h - 24) / 22); row++) {
      for (let col = 0; col < Math.floor((w - 12) / 20); col++) {
        // An 8 x 10 window with corners of radius 1.
        const pane = `M${x + 13 + col * 20} ${180 - h + 16 + row * 22}h6a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1h-6a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1z`;
        if ((row * 7 + col * 3 + x) % 5 === 0) lit += pane;
        else dark += pane;
      }
    }
  }
  return { walls, dark, lit };
})();

function SkylineArt() {
  return (
    <Skyline viewBox="0 0 1600 180" preserveAspectRatio="xMidYMax slice" aria-hidden="true">
      <path d={SKYLINE.walls} fill="currentColor" opacity="0.06" />
      <path d={SKYLINE.dark} fill="currentColor" opacity="0.08" />
      <path d={SKYLINE.lit} fill="currentColor" opacity="0.32" />
    </Skyline>
  );
}

/**
 * The first section of the marketing page (#home): the franchise promise, the call to
 * apply, the way to the booking site, and the headline numbers of the financing offer.
 */
export function FranchiseHero({ bookingUrl, onApply }: FranchiseHeroProps) {
  const { t } = useTranslation();
  const stats = ['financing', 'rate', 'share'] as const;
  return (
    <Section id="home" aria-labelledby="home-title">
      <Inner>
        <div>
          <Eyebrow>{t('marketing:hero_eyebrow')}</Eyebrow>
          <Title id="home-title">{t('marketing:hero_title')}</Title>
          <Subtitle>{t('marketing:hero_subtitle')}</Subtitle>
          <Actions>
            <Button
              href="#join"
              variant="accent"
              size="lg"
              iconEnd={<ArrowIcon />}
              data-testid="apply-cta"
              aria-haspopup={onApply ? 'dialog' : undefined}
              onClick={(event) => {
                if (!onApply) return;
                event.preventDefault();
                onApply();
              }}
            >
              {t('marketing:hero_cta')}
            </Button>
            <Button href={bookingUrl} variant="secondary" size="lg">
              {t('marketing:hero_secondary')}
            </Button>
          </Actions>
        </div>
        <Panel aria-labelledby="financing-title">
          <PanelTitle id="financing-title">{t('marketing:hero_card_title')}</PanelTitle>
          <Stats>
            {stats.map((stat) => (
              <Stat key={stat}>
                <StatLabel>{t(`marketing:hero_stat_${stat}_label`)}</StatLabel>
                <StatValue>{t(`marketing:hero_stat_${stat}_value`)}</StatValue>
              </Stat>
            ))}
          </Stats>
          <Note>
            <CheckIcon />
            {t('marketing:hero_stat_collateral')}
          </Note>
        </Panel>
      </Inner>
      {/* After the content in source order: on a slow connection the browser paints the
          section as its HTML streams in, and a skyline painted first would jump down. */}
      <SkylineArt />
    </Section>
  );
}
