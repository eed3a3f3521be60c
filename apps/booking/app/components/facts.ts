import styled from 'styled-components';

/** Label and value pairs in two columns (the hotel's address and times, a booking's stay). */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;

  & > dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & > dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
