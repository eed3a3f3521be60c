import { siteUrl } from '@bookdirect/gateway-sdk';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';

const Snippet = styled.pre`
  margin: ${({ theme }) => `${theme.space.xxs} 0 ${theme.space.sm}`};
  padding: ${({ theme }) => theme.space.sm};
  overflow-x: auto;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.bg};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  user-select: all;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The embed's tags for a partner's pages (docs/embedding.md), on the booking site of `booking`. */
export function embedSnippet(booking: string, code: string): string {
  const base = booking.replace(/\/+$/, '');
  return [
    `<script src="${base}/embed.js" async></script>`,
    `<bookdirect-search partner="${code}"></bookdirect-search>`,
    `<bookdirect-hotels partner="${code}"></bookdirect-hotels>`,
  ].join('\n');
}

/**
 * What to hand a partner: a link to the booking site with its code, and the embed's tags for
 * its pages (which read the catalogue only from the origins it lists).
 */
export function PartnerEmbed({ booking, code }: { booking: string; code: string }) {
  const { t } = useTranslation();
  const link = siteUrl('/', booking, code);
  return (
    <>
      <h3>{t('office_partners:handover')}</h3>
      <p>
        {t('office_partners:handover_link')}{' '}
        <a href={link} data-testid="partner-link">
          {link}
        </a>
      </p>
      <p id="partner-embed-label">{t('office_partners:handover_embed')}</p>
      <Snippet tabIndex={0} aria-labelledby="partner-embed-label" data-testid="partner-embed">
        {embedSnippet(booking, code)}
      </Snippet>
    </>
  );
}
