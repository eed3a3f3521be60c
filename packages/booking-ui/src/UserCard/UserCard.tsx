import type { ElementType } from 'react';
import { styled } from 'styled-components';
import { useSiteLinks } from '../BookingUiProvider/site-links';
import { Button } from '../Button/Button';
import { formatPoints } from '../internal/format';
import { Trigger as BaseTrigger, Panel, PopoverRoot } from '../internal/header-popover';
import { ChevronDownIcon } from '../internal/icons';
import { usePopover } from '../internal/use-popover';
import { type UiKey, useUiTranslation } from '../internal/use-ui-translation';
import { VisuallyHidden } from '../internal/visually-hidden';
import { tabularNums } from '../theme/tokens';

export interface UserCardMember {
  name?: string;
  email?: string;
  mobile?: string;
  /** 1 silver, 2 gold, 3 platinum, 4 diamond. */
  level: number;
  /** Nights completed in the last 12 months, which decide the level; shown when given. */
  nights?: number;
  /** Points balance. */
  credits: number;
}

export interface UserCardLinks {
  personalData: string;
  myTrips: string;
  changePassword: string;
  credits: string;
  favorites: string;
}

export interface UserCardProps {
  member: UserCardMember;
  /** Where the sign-out form posts; the booking site's sign-out by default. */
  signOutAction?: string;
  /** Element or component rendering the sign-out form, e.g. Remix's `Form`; a plain `<form>` by default. */
  signOutForm?: ElementType;
  /** Where the links go; the booking site's pages (the provider's links) by default. */
  links?: Partial<UserCardLinks>;
  /** Sign-out in flight. */
  signingOut?: boolean;
  /** Open at first (stories). */
  defaultOpen?: boolean;
}

/** The name the card shows: name, else e-mail, else mobile (spec). */
export function memberDisplayName(member: Pick<UserCardMember, 'name' | 'email' | 'mobile'>) {
  return member.name?.trim() || member.email?.trim() || member.mobile?.trim() || '';
}

const Trigger = styled(BaseTrigger)`
  max-width: 220px;

  & > span:nth-child(2) {
    overflow: hidden;
    text-overflow: ellipsis;
  }

  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const Avatar = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-transform: uppercase;
`;

/** A dropdown on desktop; on phones the card sits open inside the header's menu. */
const CardPanel = styled(Panel)`
  ${({ theme }) => theme.media.desktop} {
    &:not([data-open]) {
      display: none;
    }
  }

  ${({ theme }) => theme.media.mobile} {
    & {
      display: block;
      position: static;
      width: auto;
      max-width: none;
      margin-top: ${({ theme }) => theme.space.xs};
      padding: ${({ theme }) => `${theme.space.md} 0 0`};
      border: 0;
      border-radius: 0;
      box-shadow: none;
    }
  }
`;

const Who = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `0 ${theme.space.sm}`};
  align-items: center;

  & > ${Avatar} {
    grid-row: span 3;
    width: 44px;
    height: 44px;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  & > strong {
    overflow: hidden;
    font-size: ${({ theme }) => theme.fontSizes.md};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Level = styled.span`
  justify-self: start;
  padding: 2px ${({ theme }) => theme.space.xs};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Nights = styled.span`
  ${tabularNums}
  margin-top: 2px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Points = styled.a`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  margin: ${({ theme }) => `${theme.space.md} 0`};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;

  & > strong {
    ${tabularNums}
    color: ${({ theme }) => theme.colors.accentText};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Links = styled.ul`
  display: grid;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;

  & a {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }

  & a:hover {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
`;

/**
 * The signed-in member in the header: name (else e-mail, else mobile), level label with the
 * nights it comes from, points, links to personal data, My Trips, saved hotels and change
 * password, and Sign out (a POST, so a link elsewhere cannot sign the member out).
 */
export function UserCard({
  member,
  signOutAction,
  signOutForm: SignOutForm = 'form',
  links,
  signingOut = false,
  defaultOpen = false,
}: UserCardProps) {
  const { t, language } = useUiTranslation();
  const popover = usePopover<HTMLAnchorElement>(defaultOpen);
  const site = useSiteLinks();
  const to: UserCardLinks = {
    personalData: site.page('userCenter'),
    myTrips: site.page('orders'),
    changePassword: site.page('resetPassword'),
    credits: site.page('credits'),
    favorites: site.page('favorites'),
    ...links,
  };
  const name = memberDisplayName(member);
  const levelName = t(`member:level_${member.level}` as UiKey);
  const initial = Array.from(name)[0] ?? '?';
  return (
    <PopoverRoot ref={popover.rootRef}>
      <Trigger
        ref={popover.triggerRef}
        href={to.personalData}
        role="button"
        aria-expanded={popover.open}
        aria-controls={popover.panelId}
        onClick={popover.onTriggerClick}
      >
        <Avatar aria-hidden="true">{initial}</Avatar>
        <span>{name}</span>
        <VisuallyHidden>, {t('member:account_menu')}</VisuallyHidden>
        <ChevronDownIcon />
      </Trigger>
      <CardPanel
        ref={popover.panelRef}
        id={popover.panelId}
        data-open={popover.open ? '' : undefined}
        data-testid="user-card"
      >
        <Who>
          <Avatar aria-hidden="true">{initial}</Avatar>
          <strong title={name}>{name}</strong>
          <Level data-level={member.level}>{t('member:level_member', { level: levelName })}</Level>
          {member.nights === undefined ? null : (
            <Nights>{t('member:nights_year', { count: member.nights })}</Nights>
          )}
        </Who>
        <Points href={to.credits}>
          <span>{t('member:points')}</span>
          <strong>{formatPoints(member.credits, language)}</strong>
        </Points>
        <nav aria-label={t('member:account_menu')}>
          <Links>
            <li>
              <a href={to.personalData}>{t('member:personal_data')}</a>
            </li>
            <li>
              <a href={to.myTrips}>{t('common:my_trips')}</a>
            </li>
            <li>
              <a href={to.favorites}>{t('favorites:nav')}</a>
            </li>
            <li>
              <a href={to.changePassword}>{t('member:change_password')}</a>
            </li>
          </Links>
        </nav>
        <SignOutForm method="post" action={signOutAction ?? site.page('logout')}>
          <Button type="submit" variant="secondary" fullWidth loading={signingOut}>
            {t('common:sign_out')}
          </Button>
        </SignOutForm>
      </CardPanel>
    </PopoverRoot>
  );
}
