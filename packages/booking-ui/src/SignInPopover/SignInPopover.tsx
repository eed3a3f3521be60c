import { lazy, type RefObject, Suspense, useEffect } from 'react';
import { styled } from 'styled-components';
import { useSiteLinks } from '../BookingUiProvider/site-links';
import { Trigger as BaseTrigger, Panel, PopoverRoot } from '../internal/header-popover';
import { ChevronDownIcon, UserIcon } from '../internal/icons';
import { FOCUSABLE, usePopover } from '../internal/use-popover';
import { useUiTranslation } from '../internal/use-ui-translation';
import type { SignInFormProps } from '../MemberForms/SignInForm';

// The form, with formik and the gateway's validation rules, is fetched when someone shows
// they want it (pointer over or focus on the control), not with every page that has a header.
const loadSignInForm = () => import('../MemberForms/SignInForm');
const SignInForm = lazy(() => loadSignInForm().then((module) => ({ default: module.SignInForm })));

/** Gives the form's first control focus once it has arrived (the panel opened before it). */
function FocusFirst({ panelRef }: { panelRef: RefObject<HTMLDivElement> }) {
  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [panelRef]);
  return null;
}

const preload = () => {
  void loadSignInForm();
};

export interface SignInPopoverProps
  extends Omit<SignInFormProps, 'variant' | 'idPrefix' | 'links'> {
  /** The sign-in page (the booking site's by default): the trigger's link without JavaScript and on phones. */
  loginHref?: string;
  /** Forgot-password and Join links. */
  links?: SignInFormProps['links'];
  /** Open at first (stories, or after a failed post). */
  defaultOpen?: boolean;
}

const Trigger = styled(BaseTrigger)`
  ${({ theme }) => theme.media.mobile} {
    justify-content: center;
    height: 48px;
    margin-top: ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};

    &:hover {
      background: ${({ theme }) => theme.colors.primaryHover};
    }

    & > svg:last-child {
      display: none;
    }
  }
`;

const FloatingPanel = styled(Panel)`
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

/**
 * The header's sign-in: a Sign in control that opens a popover with the header login form
 * (e-mail, password, forgot password, Join). Escape and a click outside close it; focus goes
 * to the e-mail box on open and back to the control on Escape. On phones, and without
 * JavaScript, the control is a link to the /login page.
 */
export function SignInPopover({
  loginHref,
  defaultOpen = false,
  ...formProps
}: SignInPopoverProps) {
  const { t } = useUiTranslation();
  const site = useSiteLinks();
  const popover = usePopover<HTMLAnchorElement>(defaultOpen);
  const { open } = popover;
  return (
    <PopoverRoot ref={popover.rootRef}>
      <Trigger
        ref={popover.triggerRef}
        href={loginHref ?? site.page('login')}
        role="button"
        aria-expanded={open}
        aria-controls={popover.panelId}
        aria-haspopup="dialog"
        onClick={popover.onTriggerClick}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <UserIcon />
        {t('member:sign_in_title')}
        <ChevronDownIcon />
      </Trigger>
      <FloatingPanel
        ref={popover.panelRef}
        id={popover.panelId}
        role="dialog"
        aria-label={t('member:sign_in_title')}
        hidden={!open}
      >
        {open ? (
          <Suspense fallback={null}>
            <SignInForm {...formProps} variant="header" idPrefix="header-sign-in" />
            <FocusFirst panelRef={popover.panelRef} />
          </Suspense>
        ) : null}
      </FloatingPanel>
    </PopoverRoot>
  );
}
