import { styled } from 'styled-components';

/** The header control a popover hangs from. */
export const PopoverRoot = styled.div`
  position: relative;
`;

/** The trigger: a link that works without JavaScript, a toggle on desktop with it. */
export const Trigger = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  height: 40px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: 15px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition: background-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};

  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  & > svg {
    flex: none;
  }

  & > svg:last-child {
    transition: transform ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};
  }

  &[aria-expanded='true'] > svg:last-child {
    transform: rotate(180deg);
  }

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

/** The floating panel on desktop. */
export const Panel = styled.div`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndices.popover};
  top: calc(100% + 8px);
  right: 0;
  width: 340px;
  max-width: calc(100vw - 32px);
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  text-align: left;

  &[hidden] {
    display: none;
  }

  & > h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;
