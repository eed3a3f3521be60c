import { styled } from 'styled-components';
import { PageContainer } from '../PageLayout/PageLayout';

/** The page column (its own entry, `PageLayout`), by the name the home sections use. */
export const Container = PageContainer;

/** The home page's section headings, shared by its sections. */

export const Section = styled.section`
  padding: ${({ theme }) => `${theme.space.xxxl} 0 0`};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space.xxl} 0 0`};
  }
`;

export const SectionHead = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

export const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: -0.01em;

  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export const SectionLead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A list of cards in a grid of `$columns` with a `$gap`; two columns on phones. */
export const CardList = styled.ul<{ $columns: string; $gap: 'md' | 'lg' }>`
  display: grid;
  grid-template-columns: ${({ $columns }) => $columns};
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.sm};
  }
`;
