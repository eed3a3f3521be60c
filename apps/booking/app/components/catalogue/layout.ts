import styled from 'styled-components';

export { Notice, PageContainer as Container } from '@bookdirect/booking-ui';

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
