import styled from 'styled-components';

/** A white card section of the booking pages. */
export const Panel = styled.section`
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  & > h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

/** Main column and a sticky price column; one column on phones. */
export const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(300px, 380px);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.xxl};

  & > aside {
    position: sticky;
    top: ${({ theme }) => theme.space.md};
  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    margin-bottom: 120px;
    & > aside {
      position: static;
    }
  }
`;

/** On phones the price and the main action stay in view at the bottom of the screen. */
export const StickyBar = styled.div`
  display: none;

  ${({ theme }) => theme.media.mobile} {
    position: fixed;
    right: 0;
    bottom: 0;
    left: 0;
    z-index: ${({ theme }) => theme.zIndices.header};
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    padding-bottom: max(${({ theme }) => theme.space.sm}, env(safe-area-inset-bottom));
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.raised};

    & strong {
      color: ${({ theme }) => theme.colors.accentText};
      font-size: ${({ theme }) => theme.fontSizes.lg};
      font-variant-numeric: tabular-nums;
    }
  }
`;

/** Desktop-only copy of an action that the sticky bar carries on phones. */
export const DesktopOnly = styled.div`
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

export const Message = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySubtle};

  &[data-tone='error'] {
    border: 1px solid ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.danger};
  }
`;
