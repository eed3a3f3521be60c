import { styled } from 'styled-components';

/*
 * The search box's field parts (label, text box, error), shared by its destination, dates and
 * party fields. In a module of their own so a page with only the dates and party (a hotel's)
 * does not load the destination picker with them.
 */

export const FieldLabel = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;

  &[data-hidden] {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
`;

export const FieldInput = styled.input`
  width: 100%;
  height: 48px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const FieldError = styled.p`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
