import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';

const Sticky = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.header + 1};
  top: 0;
  right: 0;
  left: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  transform: translateY(-110%);
  visibility: hidden;
  transition:
    transform ${({ theme }) => `${theme.motion.base} ${theme.motion.easing}`},
    visibility ${({ theme }) => theme.motion.base};

  &[data-shown='true'] {
    transform: none;
    visibility: visible;
  }
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
  & form {
    box-shadow: none;
    padding: 0;
  }
  ${({ theme }) => theme.media.mobile} {
    & form {
      display: none;
    }
  }
`;

const StickyPhone = styled.button`
  display: none;
  width: 100%;
  min-height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  ${({ theme }) => theme.media.mobile} {
    display: block;
  }
`;

/**
 * A search bar fixed to the top once the main search box (`watchId`) scrolls out of view.
 * Phones get one button that brings the main box back instead of a second form.
 */
export function StickySearch({ watchId, children }: { watchId: string; children: ReactNode }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const target = document.getElementById(watchId);
    if (!target) return;
    const observer = new IntersectionObserver(([entry]) =>
      setShown(entry ? !entry.isIntersecting && entry.boundingClientRect.top < 0 : false),
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [watchId]);
  return (
    <Sticky data-shown={shown} data-testid="sticky-search">
      <Inner>
        {children}
        <StickyPhone
          type="button"
          onClick={() => {
            const target = document.getElementById(watchId);
            target?.scrollIntoView({ behavior: 'smooth', block: 'center' });
            target
              ?.querySelector<HTMLInputElement>('input[role="combobox"]')
              ?.focus({ preventScroll: true });
          }}
        >
          {t('search:edit_search')}
        </StickyPhone>
      </Inner>
    </Sticky>
  );
}

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.layout.gutter};
  ${({ theme }) => theme.media.mobile} {
    padding: 0 ${({ theme }) => theme.layout.gutterMobile};
  }
`;
