import { styled } from 'styled-components';

const Mark = styled.span`
  position: relative;
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 18px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;

  /* The accent full stop: the one warm note in the mark. */
  &::after {
    content: '';
    position: absolute;
    right: 7px;
    bottom: 9px;
    width: 5px;
    height: 5px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
  }

  &[data-inverted] {
    background: ${({ theme }) => theme.colors.onPrimary};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The typographic logo's mark: the brand's initial on its primary colour (decorative). */
export function BrandMark({ text, inverted = false }: { text: string; inverted?: boolean }) {
  return (
    <Mark aria-hidden="true" data-inverted={inverted ? '' : undefined}>
      {Array.from(text.trim())[0]?.toUpperCase()}
    </Mark>
  );
}
