import {
  type ElementType,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { styled, useTheme } from 'styled-components';
import { useSiteLinks } from '../BookingUiProvider/site-links';
import { BrandMark } from '../internal/BrandMark';
import { CloseIcon, MenuIcon } from '../internal/icons';
import { type BookingUiLanguage, useCommonTranslation } from '../internal/use-common-translation';
import { VisuallyHidden, visuallyHidden } from '../internal/visually-hidden';
import { breakpoints } from '../theme/media';
import { LanguageSwitch } from './LanguageSwitch';

/*
 * Between the phone layout and a wide desktop the bar gets crowded (long English labels):
 * the nav moves to a second row, and plain action links show their icon only (their text
 * stays in the accessibility tree).
 */
const navOwnRow = '@media (min-width: 768px) and (max-width: 1199.98px)';
const iconOnlyActions = '@media (min-width: 768px) and (max-width: 1023.98px)';

export interface HeaderProps {
  /** Where the logo links to; the booking site's home (the provider's links) by default. */
  homeHref?: string;
  /** URL the language form posts `lng` and `redirectTo` to. */
  languageAction: string;
  /** Where the language action redirects back to; defaults to `homeHref`. */
  redirectTo?: string;
  /** The language shown now; defaults to the i18next instance's language. */
  currentLanguage?: BookingUiLanguage;
  /** Element or component rendering the language form, e.g. Remix's `Form`; a plain `<form>` by default. */
  languageForm?: ElementType;
  /** Main links (anchors), shown beside the logo and in the phone menu; mark the current one `aria-current="page"`. */
  nav?: ReactNode;
  /** Right-hand actions: download app, My Trips, the sign-in popover or the user card. */
  actions?: ReactNode;
  /** The currency choice (`CurrencySwitch`): beside the language switch, in the phone menu on phones. */
  currencySwitch?: ReactNode;
  /** Keep the header at the top of the viewport while the page scrolls. */
  sticky?: boolean;
  /** Id of the page's main content, the target of the skip link. */
  mainId?: string;
  /**
   * Where the nav sits on a desktop: `'beside'` (the default) beside the logo on a wide
   * screen and on a second row between 768 and 1199 px; `'own'` on the second row at every
   * desktop width, for a nav of many links (a back office).
   */
  navRow?: 'beside' | 'own';
}

const Root = styled.header`
  position: relative;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &[data-sticky] {
    position: sticky;
    top: 0;
  }

  /*
   * Without JavaScript the phone menu is an always-open list, several rows tall: a sticky
   * header that size would cover what an anchor scrolls to (the hotel page's #reviews).
   * It scrolls away with the page instead.
   */
  ${({ theme }) => theme.media.mobileNoScript} {
    &[data-sticky] {
      position: relative;
    }
  }
`;

const SkipLink = styled.a`
  ${visuallyHidden}

  &:focus {
    clip: auto;
    width: auto;
    height: auto;
    margin: 0;
    top: ${({ theme }) => theme.space.xs};
    left: ${({ theme }) => theme.space.xs};
    z-index: 1;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
  }
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  height: 72px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.layout.gutter};

  ${navOwnRow} {
    flex-wrap: wrap;
    row-gap: 0;
    height: auto;
    min-height: 72px;
  }

  ${({ theme }) => theme.media.desktop} {
    [data-nav-row='own'] & {
      flex-wrap: wrap;
      row-gap: 0;
      height: auto;
      min-height: 72px;
    }
  }

  ${({ theme }) => theme.media.mobile} {
    gap: ${({ theme }) => theme.space.xs};
    height: ${({ theme }) => theme.layout.headerHeightMobile};
    padding: 0 ${({ theme }) => theme.layout.gutterMobile};
  }

  ${({ theme }) => theme.media.mobileNoScript} {
    flex-wrap: wrap;
    height: auto;
    min-height: ${({ theme }) => theme.layout.headerHeightMobile};
  }
`;

const LogoLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  flex: none;
  margin-right: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.primaryText};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};

  ${navOwnRow} {
    height: 72px;
  }

  ${({ theme }) => theme.media.desktop} {
    [data-nav-row='own'] & {
      height: 72px;
    }
  }

  ${({ theme }) => theme.media.mobile} {
    margin-right: auto;
    min-width: 0;
  }

  ${({ theme }) => theme.media.mobileNoScript} {
    height: ${({ theme }) => theme.layout.headerHeightMobile};
  }
`;

const LogoImage = styled.img`
  display: block;
  height: 36px;
  width: auto;
`;

const Wordmark = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: -0.01em;
  line-height: 1;
  white-space: nowrap;
  text-overflow: ellipsis;

  ${({ theme }) => theme.media.mobile} {
    font-size: 17px;
  }
`;

/** Nav and actions: inline on desktop, a drop-down sheet on phones. */
const Panel = styled.div`
  /* On desktop the nav and actions are laid out by the bar itself. */
  ${({ theme }) => theme.media.desktop} {
    display: contents;
  }

  ${({ theme }) => theme.media.mobile} {
    display: flex;
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    flex-direction: column;
    align-items: stretch;
    gap: 0;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.layout.gutterMobile} ${theme.space.lg}`};
    background: ${({ theme }) => theme.colors.surface};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    box-shadow: ${({ theme }) => theme.shadows.raised};
    visibility: hidden;
    opacity: 0;
    transform: translateY(-8px);
    transition:
      opacity ${({ theme }) => `${theme.motion.base} ${theme.motion.easing}`},
      transform ${({ theme }) => `${theme.motion.base} ${theme.motion.easing}`},
      visibility 0s linear ${({ theme }) => theme.motion.base};

    &[data-open='true'] {
      visibility: visible;
      opacity: 1;
      transform: none;
      transition-delay: 0s;
    }
  }

  /* Without JavaScript the menu button cannot work: show the links as a plain list. */
  ${({ theme }) => theme.media.mobileNoScript} {
    position: static;
    order: 10;
    flex-basis: 100%;
    padding: 0 0 ${({ theme }) => theme.space.sm};
    border-bottom: 0;
    box-shadow: none;
    visibility: visible;
    opacity: 1;
    transform: none;
  }
`;

const Nav = styled.nav`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;

  ${navOwnRow} {
    order: 10;
    flex-basis: 100%;
    margin: -${({ theme }) => theme.space.xs} -${({ theme }) => theme.space.sm} 0;
    padding-bottom: ${({ theme }) => theme.space.xs};
  }

  ${({ theme }) => theme.media.desktop} {
    [data-nav-row='own'] & {
      order: 10;
      flex-basis: 100%;
      margin: -${({ theme }) => theme.space.xs} -${({ theme }) => theme.space.sm} 0;
      padding-bottom: ${({ theme }) => theme.space.xs};

      & ul {
        flex-wrap: wrap;
      }
    }
  }

  & ul {
    display: flex;
    align-items: inherit;
    flex-direction: inherit;
    gap: inherit;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  & a {
    position: relative;
    display: inline-flex;
    align-items: center;
    height: 40px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 15px;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
    white-space: nowrap;
    transition: color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};
  }

  & a:hover,
  & a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
  }

  & a[aria-current='page']::after {
    content: '';
    position: absolute;
    left: ${({ theme }) => theme.space.sm};
    right: ${({ theme }) => theme.space.sm};
    bottom: 2px;
    height: 2px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.accent};
  }

  ${({ theme }) => theme.media.mobile} {
    flex: none;
    flex-direction: column;
    align-items: stretch;
    gap: 0;

    & a {
      display: flex;
      height: 52px;
      padding: 0 ${({ theme }) => theme.space.xs};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: 0;
      color: ${({ theme }) => theme.colors.text};
      font-size: ${({ theme }) => theme.fontSizes.md};
    }

    & a[aria-current='page']::after {
      left: 0;
      right: auto;
      top: 14px;
      bottom: 14px;
      width: 3px;
      height: auto;
    }
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-left: auto;

  /* Plain links passed as actions (My Trips, download app) look like the nav. */
  & > a:not([data-variant]) {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    height: 40px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 15px;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
    white-space: nowrap;
    transition:
      color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`},
      background-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};
  }

  & > a:not([data-variant]):hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  & > a:not([data-variant]) > svg {
    flex: none;
    width: 20px;
    height: 20px;
  }

  ${iconOnlyActions} {
    & > a:not([data-variant]) {
      justify-content: center;
      width: 44px;
      padding: 0;
      font-size: 0;
    }

    & > a:not([data-variant]) > svg {
      width: 22px;
      height: 22px;
    }
  }

  ${({ theme }) => theme.media.mobile} {
    flex-direction: column;
    align-items: stretch;
    gap: 0;
    margin: 0;

    & > a:not([data-variant]) {
      height: 52px;
      padding: 0 ${({ theme }) => theme.space.xs};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: 0;
      color: ${({ theme }) => theme.colors.text};
      font-size: ${({ theme }) => theme.fontSizes.md};
    }

    & > [data-variant] {
      margin-top: ${({ theme }) => theme.space.xs};
    }
  }
`;

/* Right after the actions, so on desktop it sits beside the language switch. */
const CurrencySlot = styled.div`
  display: flex;
  flex: none;

  ${({ theme }) => theme.media.mobile} {
    display: block;
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

const MenuButton = styled.button`
  display: none;
  flex: none;
  place-items: center;
  width: 44px;
  height: 44px;
  margin-right: -${({ theme }) => theme.space.xs};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  & > svg {
    width: 24px;
    height: 24px;
  }

  ${({ theme }) => theme.media.mobile} {
    display: inline-grid;
  }

  ${({ theme }) => theme.media.mobileNoScript} {
    display: none;
  }
`;

function Logo({ href }: { href: string }) {
  const { brand } = useTheme();
  const { t } = useCommonTranslation();
  const text = brand.logoText ?? brand.name;
  return (
    <LogoLink href={href} title={t('back_home')}>
      {brand.logoSrc ? (
        <LogoImage src={brand.logoSrc} alt={brand.name} />
      ) : (
        <>
          <BrandMark text={text} />
          <Wordmark>{text}</Wordmark>
        </>
      )}
    </LogoLink>
  );
}

/**
 * The site header: logo, main links, actions and the 中文/EN switch. Under 768 px the
 * links and actions fold behind a menu button; without JavaScript they stay listed.
 */
export function Header({
  homeHref,
  languageAction,
  redirectTo,
  currentLanguage,
  languageForm,
  nav,
  actions,
  currencySwitch,
  sticky = false,
  mainId = 'main',
  navRow = 'beside',
}: HeaderProps) {
  const { t } = useCommonTranslation();
  const site = useSiteLinks();
  const home = homeHref ?? site.page('home');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const hasPanel = Boolean(nav || actions || currencySwitch);

  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    // A followed link ends the menu's job (client-side navigation keeps the header mounted).
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (link && panelRef.current?.contains(link)) close(false);
    };
    // So does a form sent from the menu (the currency choice).
    const onSubmit = (event: SubmitEvent) => {
      if (panelRef.current?.contains(event.target as Node)) close(false);
    };
    const desktop = window.matchMedia(`(min-width: ${breakpoints.mobile}px)`);
    const onResize = () => {
      if (desktop.matches) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('click', onClick);
    document.addEventListener('submit', onSubmit);
    desktop.addEventListener('change', onResize);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('click', onClick);
      document.removeEventListener('submit', onSubmit);
      desktop.removeEventListener('change', onResize);
    };
  }, [open, close]);

  return (
    <Root
      ref={rootRef}
      data-sticky={sticky ? '' : undefined}
      data-nav-row={navRow === 'own' ? 'own' : undefined}
    >
      <SkipLink href={`#${mainId}`}>{t('skip_to_content')}</SkipLink>
      <Bar>
        <Logo href={home} />
        {hasPanel ? (
          <Panel ref={panelRef} id={panelId} data-open={open}>
            {nav ? <Nav aria-label={t('main_navigation')}>{nav}</Nav> : null}
            {actions ? <Actions>{actions}</Actions> : null}
            {currencySwitch ? <CurrencySlot>{currencySwitch}</CurrencySlot> : null}
          </Panel>
        ) : null}
        <LanguageSwitch
          action={languageAction}
          redirectTo={redirectTo ?? home}
          current={currentLanguage}
          form={languageForm}
        />
        {hasPanel ? (
          <MenuButton
            ref={buttonRef}
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <CloseIcon /> : <MenuIcon />}
            <VisuallyHidden>{open ? t('close_menu') : t('open_menu')}</VisuallyHidden>
          </MenuButton>
        ) : null}
      </Bar>
    </Root>
  );
}
