import styled from 'styled-components';

/** The hotel page's frame: heading row, two columns, policies, rooms and the reviews area. */

export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  margin: ${({ theme }) => theme.space.xl} 0;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.lg};
  }
`;

export const H2 = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const Policies = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const Rooms = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.xxl};
  padding: 0;
  list-style: none;
`;

export const Tags = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

export const ReviewsLink = styled.a`
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const ScoreBox = styled.div`
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.space.xxs};

  ${({ theme }) => theme.media.mobile} {
    justify-items: start;
  }
`;

export const ReviewsArea = styled.div`
  margin-bottom: ${({ theme }) => theme.space.xxl};
`;

/** Back to the city's results, with the stay. */
export const BackLink = styled.a`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The stay of the page: its label, the date fields, and the notice while prices reload. */
export const StayBox = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  & > div:first-of-type {
    flex: 0 1 420px;
    min-width: 0;
  }
  & > div:nth-of-type(2) {
    flex: 0 1 260px;
    min-width: 0;
  }
  & > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.sm};

    & > div:first-of-type,
    & > div:nth-of-type(2) {
      flex: 1 1 100%;
    }
  }
`;

/** The rooms' heading clears the sticky header when a link jumps to it. */
export const RoomsHeading = styled(H2)`
  scroll-margin-top: 96px;

  ${({ theme }) => theme.media.mobile} {
    scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeightMobile} + 16px);
  }
`;

/**
 * Phones only: a bar fixed to the bottom with the lowest price for the stay and a link to the
 * rooms; it steps aside while the rooms are on screen.
 */
export const SeeRoomsBar = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.header};
  right: 0;
  bottom: 0;
  left: 0;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.layout.gutterMobile};
  padding-bottom: calc(env(safe-area-inset-bottom, 0px) + ${({ theme }) => theme.space.sm});
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  transition: transform ${({ theme }) => `${theme.motion.base} ${theme.motion.easing}`};

  & > p {
    display: grid;
    min-width: 0;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-variant-numeric: tabular-nums;
  }
  & > p > strong {
    color: ${({ theme }) => theme.colors.accentText};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  & > a {
    flex: none;
  }

  &[data-hidden] {
    visibility: hidden;
    transform: translateY(100%);
  }

  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

/** Room under the page's end for the bar, so it never covers the footer's last line. */
export const BarSpace = styled.div`
  height: 76px;

  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;
