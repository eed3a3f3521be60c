import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '../catalogue/layout';

const Page = styled.div`
  padding: ${({ theme }) => `${theme.space.xxl} 0 ${theme.space.xxxl}`};
  background:
    radial-gradient(120% 60% at 50% 0%, ${({ theme }) => theme.colors.primarySubtle} 0%, transparent 70%);

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.xxl}`};
    background: none;
  }
`;

const Card = styled.section`
  width: min(460px, 100%);
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  &[data-wide] {
    width: min(760px, 100%);
  }

  ${({ theme }) => theme.media.mobile} {
    padding: 0;
    border: 0;
    background: transparent;
    box-shadow: none;
  }
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Subtitle = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

/** The frame of the member pages: a centred card with the page's heading. */
export function MemberCard({
  title,
  subtitle,
  wide = false,
  children,
}: {
  title: string;
  subtitle?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Page>
      <Container>
        <Card data-wide={wide ? '' : undefined} aria-labelledby="member-page-title">
          <Title id="member-page-title">{title}</Title>
          {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
          {children}
        </Card>
      </Container>
    </Page>
  );
}
