import { useEffect, useState } from 'react';
import { styled } from 'styled-components';

export interface ToastProps {
  /** The outcome to tell (already translated); nothing shows while empty. */
  message?: string;
  tone?: 'success' | 'error';
  /** Hides after this many milliseconds (with JavaScript); 0 keeps it. */
  duration?: number;
  /** Changes for each new outcome, so the same words show again. */
  id?: string | number;
}

const Root = styled.div`
  position: fixed;
  /* Above an open dialog, whose outcome it may tell. */
  z-index: ${({ theme }) => theme.zIndices.modal + 10};
  left: 50%;
  bottom: ${({ theme }) => theme.space.xl};
  max-width: calc(100vw - 32px);
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  transform: translateX(-50%);

  /* Phone pages keep their main action (Continue, Book now) in a bar at the bottom of the
     screen: the toast drops in under the header instead, where it covers no action. */
  ${({ theme }) => theme.media.mobile} {
    top: calc(env(safe-area-inset-top, 0px) + ${({ theme }) => theme.layout.headerHeightMobile} + ${({ theme }) => theme.space.sm});
    bottom: auto;
    width: max-content;
    text-align: center;
  }

  &[data-tone='error'] {
    background: ${({ theme }) => theme.colors.danger};
  }

  &[data-tone='success'] {
    background: ${({ theme }) => theme.colors.success};
  }
`;

/**
 * A short outcome line at the bottom of the screen, under the header on phones (saved, sent,
 * failed); screen readers hear a success politely and a failure at once.
 */
export function Toast({ message, tone = 'success', duration = 4000, id }: ToastProps) {
  const [hidden, setHidden] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new id or message shows the toast again
  useEffect(() => {
    setHidden(false);
    if (!message || !duration) return;
    const timer = setTimeout(() => setHidden(true), duration);
    return () => clearTimeout(timer);
  }, [message, id, duration]);
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      aria-live={tone === 'error' ? 'assertive' : 'polite'}
    >
      {message && !hidden ? (
        <Root data-tone={tone} data-testid="toast">
          {message}
        </Root>
      ) : null}
    </div>
  );
}
