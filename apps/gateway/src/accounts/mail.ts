import { VERIFICATION_CODE_TTL_S } from '@bookdirect/gateway-sdk';
import { type Language, translate } from '@bookdirect/locales';
import { escapeHtml, type MailMessage } from '../mail/outbox';

/**
 * The code mails, in the language of the request that asked for them, plain text and HTML.
 * The code is the only 6-digit number in either part, so people and tests find it at once.
 */

export type CodeMailKind = 'register' | 'register_existing' | 'reset';

const SUBJECTS: Record<CodeMailKind, string> = {
  register: 'account:mail_code_subject',
  register_existing: 'account:mail_existing_subject',
  reset: 'account:mail_reset_subject',
};

export function codeMail(
  kind: CodeMailKind,
  options: { to: string; code: string; lang: Language; bookingUrl: string },
): MailMessage {
  const { to, code, lang, bookingUrl } = options;
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(lang, `account:${key}`, values);
  const resetUrl = `${bookingUrl}/reset_pwd`;
  const siteUrl = kind === 'reset' ? resetUrl : `${bookingUrl}/register`;

  // Paragraphs in order; `code` and `link` stand out in the HTML part.
  const parts: ({ p: string } | { code: string } | { link: string; label: string })[] = [];
  if (kind === 'register_existing') {
    parts.push({ p: t('mail_existing_intro') });
    parts.push({ link: resetUrl, label: t('mail_existing_reset') });
    parts.push({ p: t('mail_existing_code') });
  } else {
    parts.push({ p: t(kind === 'reset' ? 'mail_reset_intro' : 'mail_register_intro') });
  }
  parts.push({ code });
  parts.push({ p: t('mail_code_validity', { minutes: VERIFICATION_CODE_TTL_S / 60 }) });
  if (kind !== 'register_existing') parts.push({ link: siteUrl, label: t('mail_open_site') });
  parts.push({ p: t('mail_ignore') });

  const text = parts
    .map((part) =>
      'p' in part ? part.p : 'code' in part ? `    ${part.code}` : `${part.label} ${part.link}`,
    )
    .join('\n\n');
  const html = parts
    .map((part) =>
      'p' in part
        ? `<p>${escapeHtml(part.p)}</p>`
        : 'code' in part
          ? `<p style="font-size:28px;font-weight:700;letter-spacing:6px;margin:16px 0">${escapeHtml(part.code)}</p>`
          : `<p>${escapeHtml(part.label)} <a href="${escapeHtml(part.link)}">${escapeHtml(part.link)}</a></p>`,
    )
    .join('');

  return {
    kind: `account_code_${kind}`,
    to,
    subject: translate(lang, SUBJECTS[kind]),
    text: `${text}\n`,
    html: `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,sans-serif;color:#1b2528;max-width:560px">${html}</body></html>`,
  };
}
