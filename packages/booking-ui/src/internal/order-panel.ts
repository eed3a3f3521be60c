import { styled } from 'styled-components';

/** A white card section of the order page, the same as the page's own panels. */
export const OrderPanel = styled.section`
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  scroll-margin-top: 96px;

  & > h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.md};
  }
`;
