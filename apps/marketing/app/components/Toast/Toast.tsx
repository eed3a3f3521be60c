import styled from 'styled-components';

export interface ToastProps {
  message: string;
  tone: 'success' | 'error';
}

const Box = styled.div`
  position: fixed;
  left: 50%;
  bottom: ${({ theme }) => theme.space.xl};
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndices.modal + 10};
  max-width: min(90vw, 480px);
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  color: #fff;
  background: ${({ theme }) => theme.colors.success};
  &[data-tone='error'] {
    background: ${({ theme }) => theme.colors.danger};
  }
`;

/** An outcome message (saved, sent, failed), announced to screen readers. */
export function Toast({ message, tone }: ToastProps) {
  return (
    <Box role={tone === 'error' ? 'alert' : 'status'} data-tone={tone} data-testid="toast">
      {message}
    </Box>
  );
}
