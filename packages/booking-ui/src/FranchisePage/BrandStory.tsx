import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { Carousel } from '../Carousel/Carousel';
import { Inner, Section } from './layout';

const SlideCard = styled.div`
  display: grid;
  align-content: end;
  min-height: 280px;
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: #fff;
  background: linear-gradient(150deg, var(--from), var(--to));
  user-select: none;
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0;
    max-width: 640px;
    line-height: ${({ theme }) => theme.lineHeights.body};
  }
`;

/** Each slide's gradient, dark enough for white text in any brand. */
const SLIDE_COLOURS = [
  ['#12414f', '#1f6f7a'],
  ['#7a3b2e', '#b5653f'],
  ['#2d4a3e', '#4f7d5c'],
  ['#2b2f5a', '#52608f'],
] as const;

/** The #brand section: why hotels join the group, told in four slides of the carousel. */
export function BrandStory() {
  const { t } = useTranslation();
  return (
    <Section id="brand" aria-labelledby="brand-title" tone="subtle">
      <Inner>
        <h2 id="brand-title">{t('marketing:brand_title')}</h2>
        <p>{t('marketing:brand_intro')}</p>
        <Carousel
          label={t('marketing:carousel_label')}
          slides={SLIDE_COLOURS.map(([from, to], index) => ({
            id: `slide-${index + 1}`,
            content: (
              <SlideCard style={{ '--from': from, '--to': to } as CSSProperties}>
                <h3>{t(`marketing:slide${index + 1}_title`)}</h3>
                <p>{t(`marketing:slide${index + 1}_text`)}</p>
              </SlideCard>
            ),
          }))}
        />
      </Inner>
    </Section>
  );
}
