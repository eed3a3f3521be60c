import type { ReactNode } from 'react';
import { styled, useTheme } from 'styled-components';
import { BrandMark } from '../internal/BrandMark';
import { MailIcon, PhoneIcon, PinIcon } from '../internal/icons';
import { type CommonKey, useCommonTranslation } from '../internal/use-common-translation';
import { QrCode } from '../QrCode/QrCode';

/** Hrefs of the standard pages (each in the visitor's language); a link shows only when its href is given. */
export interface FooterLinks {
  aboutUs?: string;
  contact?: string;
  privacy?: string;
  terms?: string;
  refundPolicy?: string;
}

/** A host-defined column of links; title and labels arrive already translated. */
export interface FooterLinkGroup {
  title?: ReactNode;
  links: ReadonlyArray<{ label: ReactNode; href: string }>;
}

export interface FooterProps {
  /** Hrefs of about us, contact, privacy, terms and refund policy; labels come from `common:*`. */
  links?: FooterLinks;
  /** Extra columns of links before the company links. */
  linkGroups?: ReadonlyArray<FooterLinkGroup>;
  /** Text encoded into the mini-program QR code. */
  qrValue?: string;
  /** Image of the mini-program QR code; wins over `qrValue`. */
  qrSrc?: string;
  /** Line under the brand name; defaults to `common:brand_tagline`. */
  tagline?: ReactNode;
  /** Year in the copyright line; defaults to the current year. */
  year?: number;
}

const Root = styled.footer`
  /* Keyboard focus stays visible on the dark background. */
  --bd-focus: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.body};

  & a {
    /* Every link is a tap target of at least 24 px (WCAG 2.5.8), not just its text's height. */
    display: inline-flex;
    align-items: center;
    min-height: 24px;
    color: inherit;
    text-decoration: none;
    border-radius: 4px;
    text-underline-offset: 3px;
  }

  & a:hover {
    text-decoration: underline;
  }
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.layout.gutter} ${theme.space.xl}`};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.layout.gutterMobile} ${theme.space.lg}`};
  }
`;

const Top = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 4fr) auto;
  gap: ${({ theme }) => theme.space.xxl};
  align-items: start;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xl};
  }
`;

const BrandBlock = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 420px;
`;

const BrandName = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: -0.01em;
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const LogoImage = styled.img`
  display: block;
  height: 36px;
  width: auto;
`;

const Tagline = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.onPrimaryMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Contact = styled.address`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.xs};
  font-style: normal;

  & > span,
  & > a {
    display: inline-flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.sm};
    justify-self: start;
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  & svg {
    flex: none;
    width: 18px;
    height: 18px;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.onPrimaryMuted};
  }
`;

const LinkColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space.xl};
`;

const Column = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.sm};
`;

const ColumnTitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.onPrimaryMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const LinkList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 15px;
`;

const QrFigure = styled.figure`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 176px;
  margin: 0;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: auto 1fr;
    align-items: center;
    justify-items: start;
    width: auto;
  }
`;

const QrCard = styled.div`
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  & > img {
    display: block;
    width: 128px;
    height: 128px;
  }

  ${({ theme }) => theme.media.mobile} {
    & > img,
    & > svg {
      width: 104px;
      height: 104px;
    }
  }
`;

const QrCaption = styled.figcaption`
  color: ${({ theme }) => theme.colors.onPrimaryMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;

  ${({ theme }) => theme.media.mobile} {
    text-align: left;
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin-top: ${({ theme }) => theme.space.xxl};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.onPrimaryMuted};
  border-top-color: color-mix(in srgb, ${({ theme }) => theme.colors.onPrimary} 18%, transparent);
  color: ${({ theme }) => theme.colors.onPrimaryMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${({ theme }) => theme.media.mobile} {
    flex-direction: column-reverse;
    align-items: flex-start;
    margin-top: ${({ theme }) => theme.space.xl};
  }
`;

const Copyright = styled.p`
  margin: 0;
`;

const LegalList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.lg}`};
  margin: 0;
  padding: 0;
  list-style: none;
`;

type LinkSpec = { key: CommonKey; href: string | undefined };

function present(specs: LinkSpec[]) {
  return specs.filter((spec): spec is { key: CommonKey; href: string } => Boolean(spec.href));
}

/**
 * The site footer on the brand colour: brand and contact details, company links, the
 * mini-program QR code, and a bottom line with copyright and the legal pages.
 */
export function Footer({
  links = {},
  linkGroups = [],
  qrValue,
  qrSrc,
  tagline,
  year = new Date().getFullYear(),
}: FooterProps) {
  const { brand } = useTheme();
  const { t } = useCommonTranslation();
  const company = present([
    { key: 'about_us', href: links.aboutUs },
    { key: 'contact', href: links.contact },
  ]);
  const legal = present([
    { key: 'privacy', href: links.privacy },
    { key: 'terms', href: links.terms },
    { key: 'refund_policy', href: links.refundPolicy },
  ]);
  const { email, phone, address } = brand.contact;
  const brandText = brand.logoText ?? brand.name;

  return (
    <Root>
      <Inner>
        <Top>
          <BrandBlock>
            <BrandName>
              {brand.logoSrc ? (
                <LogoImage src={brand.logoSrc} alt="" />
              ) : (
                <BrandMark text={brandText} inverted />
              )}
              {brandText}
            </BrandName>
            <Tagline>{tagline ?? t('brand_tagline')}</Tagline>
            <Contact>
              <a href={`mailto:${email}`}>
                <MailIcon />
                {email}
              </a>
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                <PhoneIcon />
                {phone}
              </a>
              {address ? (
                <span>
                  <PinIcon />
                  {address}
                </span>
              ) : null}
            </Contact>
          </BrandBlock>

          {linkGroups.length > 0 || company.length > 0 ? (
            <LinkColumns>
              {linkGroups.map((group, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static host content; order is identity
                <Column key={index}>
                  {group.title ? <ColumnTitle>{group.title}</ColumnTitle> : null}
                  <LinkList>
                    {group.links.map((link) => (
                      <li key={link.href}>
                        <a href={link.href}>{link.label}</a>
                      </li>
                    ))}
                  </LinkList>
                </Column>
              ))}
              {company.length > 0 ? (
                <Column>
                  <ColumnTitle>{brand.name}</ColumnTitle>
                  <LinkList>
                    {company.map((link) => (
                      <li key={link.key}>
                        <a href={link.href}>{t(link.key)}</a>
                      </li>
                    ))}
                  </LinkList>
                </Column>
              ) : null}
            </LinkColumns>
          ) : (
            <div />
          )}

          {qrSrc || qrValue ? (
            <QrFigure>
              <QrCard>
                {qrSrc ? (
                  <img src={qrSrc} alt={t('mini_program')} width={128} height={128} />
                ) : (
                  <QrCode value={qrValue ?? ''} size={128} label={t('mini_program')} />
                )}
              </QrCard>
              <QrCaption aria-hidden="true">{t('mini_program')}</QrCaption>
            </QrFigure>
          ) : null}
        </Top>

        <Bottom>
          <Copyright>{t('copyright', { year, brand: brand.name })}</Copyright>
          {legal.length > 0 ? (
            <LegalList>
              {legal.map((link) => (
                <li key={link.key}>
                  <a href={link.href}>{t(link.key)}</a>
                </li>
              ))}
            </LegalList>
          ) : null}
        </Bottom>
      </Inner>
    </Root>
  );
}
