import { Button, QrCode } from '@bookdirect/booking-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, PageTitle } from './layout';

const Article = styled.article`
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.xxxl};

  & p {
    line-height: ${({ theme }) => theme.lineHeights.body};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** A plain page of text: about, privacy, terms, refund, contact, download. */
export function InfoPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container>
      <Article>
        <PageTitle>{title}</PageTitle>
        {children}
      </Article>
    </Container>
  );
}

export { Button, QrCode };
