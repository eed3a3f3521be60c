import { CAROUSEL_INTERVAL_MS, SWIPE_THRESHOLD_PX } from '@bookdirect/gateway-sdk/constants';
import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';

export interface CarouselSlide {
  id: string;
  content: ReactNode;
}

export interface CarouselProps {
  /** Accessible name of the carousel. */
  label: string;
  slides: readonly CarouselSlide[];
  /** Milliseconds between slides (spec: 15 s). */
  intervalMs?: number;
}

const Root = styled.section`
  position: relative;
`;

/* Without JavaScript (and in the server's markup until hydration) the viewport scrolls
   (snap points, picker links to #slide ids), so it is then a focusable, named group that
   the arrow keys scroll; once enhanced it becomes a track moved by transform. */
const Viewport = styled.div`
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  /* No scrollbar to lose on hydration (the picker links scroll it), so nothing below moves. */
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  border-radius: ${({ theme }) => theme.radii.lg};
  touch-action: pan-y;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  [data-enhanced='true'] > & {
    overflow: hidden;
  }
`;

const Track = styled.div`
  display: flex;
  transition: transform ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Slide = styled.div`
  flex: 0 0 100%;
  scroll-snap-align: start;
  min-width: 0;
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.md};
`;

const Round = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  /* Rendered on the server so their place is kept (no layout shift when JavaScript starts);
     until then, and without JavaScript, invisible and out of the tab order. */
  &[data-pending='true'] {
    visibility: hidden;
  }
`;

const Dot = styled.a`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 44px;
  &::after {
    content: '';
    width: 12px;
    height: 12px;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: transparent;
  }
  &[aria-current='true']::after {
    background: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: 6px;
  }
`;

/**
 * An accessible carousel (WAI-ARIA APG "carousel" pattern): previous/next buttons, a slide
 * picker, a rotation button, arrow keys, swipe of SWIPE_THRESHOLD_PX or more, pause on
 * hover and focus, no rotation under reduced motion, and a live region that stays quiet
 * while it rotates by itself.
 */
export function Carousel({ label, slides, intervalMs = CAROUSEL_INTERVAL_MS }: CarouselProps) {
  const { t } = useTranslation();
  const total = slides.length;
  const [index, setIndex] = useState(0);
  const [enhanced, setEnhanced] = useState(false);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const start = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    setEnhanced(true);
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReducedMotion(query.matches);
    if (query.matches) setPlaying(false);
  }, []);

  const rotating = enhanced && playing && !hovered && !focused && !reducedMotion;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % total), intervalMs);
    return () => window.clearInterval(timer);
  }, [rotating, intervalMs, total]);

  /**
   * Until enhanced the viewport really scrolls and its slides hold nothing focusable, so the
   * keyboard reaches it itself (WCAG 2.1.1, axe's scrollable-region-focusable); enhanced,
   * it no longer scrolls and the buttons and picker move it.
   */
  const scroller = enhanced ? {} : ({ tabIndex: 0, role: 'group', 'aria-label': label } as const);

  /** The buttons need JavaScript: before hydration they only hold their place. */
  const pending = enhanced
    ? {}
    : ({ disabled: true, 'aria-hidden': true, 'data-pending': 'true' } as const);

  const go = (next: number) => setIndex(((next % total) + total) % total);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(index + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(index - 1);
    }
  };

  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) >= SWIPE_THRESHOLD_PX && Math.abs(dx) > Math.abs(event.clientY - from.y)) {
      go(dx < 0 ? index + 1 : index - 1);
    }
  };

  return (
    <Root
      aria-roledescription="carousel"
      aria-label={label}
      data-enhanced={enhanced ? 'true' : 'false'}
      data-testid="carousel"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <Viewport
        {...scroller}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          start.current = null;
        }}
        // A mouse drag over a slide's image or link would start a native drag, which
        // cancels the pointer and loses the swipe.
        onDragStart={(event) => event.preventDefault()}
      >
        <Track
          aria-live={rotating ? 'off' : 'polite'}
          style={enhanced ? { transform: `translateX(-${index * 100}%)` } : undefined}
        >
          {slides.map((slide, i) => (
            <Slide
              key={slide.id}
              id={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('marketing:carousel_slide_label', { index: i + 1, total })}
              aria-hidden={enhanced && i !== index ? true : undefined}
              data-active={i === index ? 'true' : 'false'}
            >
              {slide.content}
            </Slide>
          ))}
        </Track>
      </Viewport>
      <Controls>
        <Round
          type="button"
          onClick={() => setPlaying((p) => !p)}
          aria-label={t(
            playing && !reducedMotion ? 'marketing:carousel_pause' : 'marketing:carousel_play',
          )}
          {...pending}
        >
          {playing && !reducedMotion ? '❚❚' : '▶'}
        </Round>
        <Round
          type="button"
          onClick={() => go(index - 1)}
          aria-label={t('marketing:carousel_previous')}
          {...pending}
        >
          ‹
        </Round>
        {slides.map((slide, i) => (
          <Dot
            key={slide.id}
            href={`#${slide.id}`}
            aria-label={t('marketing:carousel_go_to', { index: i + 1 })}
            aria-current={i === index ? 'true' : undefined}
            onClick={(event) => {
              if (!enhanced) return;
              event.preventDefault();
              go(i);
            }}
          />
        ))}
        <Round
          type="button"
          onClick={() => go(index + 1)}
          aria-label={t('marketing:carousel_next')}
          {...pending}
        >
          ›
        </Round>
      </Controls>
    </Root>
  );
}
