import { RouteErrorBoundary, routeMeta } from '@bookdirect/app-shell';
import type { I18nHandle } from '@bookdirect/app-shell/client';
import { useRouteLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { InfoPage } from '../components/catalogue/InfoPage';
import type { loader as rootLoader } from '../root';

/** The namespaces this page reads besides the root's (see `I18nHandle`). */
export const handle: I18nHandle = { i18n: ['pages'] };

export const meta = routeMeta({ title: 'contact', description: 'pages:contact_body' });

export const ErrorBoundary = RouteErrorBoundary;

export default function ContactPage() {
  const { t } = useTranslation();
  const brand = useRouteLoaderData<typeof rootLoader>('root')?.brand;
  const contact = brand?.contact;
  return (
    <InfoPage title={t('pages:contact_title')}>
      <p>{t('pages:contact_body')}</p>
      {contact ? (
        <dl>
          <dt>{t('pages:contact_email')}</dt>
          <dd>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </dd>
          <dt>{t('pages:contact_phone')}</dt>
          <dd>
            <a href={`tel:${contact.phone.replace(/\s+/g, '')}`}>{contact.phone}</a>
          </dd>
          {contact.address ? (
            <>
              <dt>{t('pages:contact_address')}</dt>
              <dd>{contact.address}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </InfoPage>
  );
}
