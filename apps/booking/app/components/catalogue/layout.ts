import styled from 'styled-components';

export { PageContainer as Container } from '@bookdirect/booking-ui';

export const PageTitle = styled.h1`
  margin: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.xs}`};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Notice = styled.div`
  margin: ${({ theme }) => theme.space.lg} 0;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;

  & > h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  & > p {
    margin: 0 auto ${({ theme }) => theme.space.md};
    max-width: 52ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
