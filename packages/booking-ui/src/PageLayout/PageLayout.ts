import { styled } from 'styled-components';

/**
 * The page column: the brand's width, centred, with the gutters. Every page of a site sits
 * in it, so it has an entry of its own: a page that imports it loads nothing else.
 */
export const PageContainer = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.layout.gutter};

  ${({ theme }) => theme.media.mobile} {
    padding: 0 ${({ theme }) => theme.layout.gutterMobile};
  }
`;
