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
  color: ${({ theme }) => theme.colors.primary};
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
