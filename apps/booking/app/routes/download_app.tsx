import { RouteErrorBoundary, routeMeta } from '@bookdirect/app-shell';
import type { I18nHandle } from '@bookdirect/app-shell/client';
import { useRouteLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { Actions, Button, InfoPage, QrCode } from '../components/catalogue/InfoPage';
import type { loader as rootLoader } from '../root';

/** The namespaces this page reads besides the root's (see `I18nHandle`). */
export const handle: I18nHandle = { i18n: ['pages'] };

export const meta = routeMeta({ title: 'download_app', description: 'pages:download_slogan' });

export const ErrorBoundary = RouteErrorBoundary;

/**
 * The app page (spec: store links and a slogan). The store buttons are the brand's own app
 * (`BRAND_APP_STORE_URL`, `BRAND_GOOGLE_PLAY_URL`); a brand without one says so and offers
 * the site on the phone instead, so the page never points at an app that does not exist.
 */
export default function DownloadApp() {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const apps = root?.brand.apps ?? {};
  const hasApp = Boolean(apps.appStore || apps.googlePlay);
  return (
    <InfoPage title={t('pages:download_title')}>
      <p>{t(hasApp ? 'pages:download_slogan_apps' : 'pages:download_slogan')}</p>
      {hasApp ? (
        <Actions>
          {apps.appStore ? (
            <Button href={apps.appStore} variant="primary">
              {t('pages:app_store')}
            </Button>
          ) : null}
          {apps.googlePlay ? (
            <Button href={apps.googlePlay} variant="secondary">
              {t('pages:google_play')}
            </Button>
          ) : null}
        </Actions>
      ) : null}
      <Actions>
        <QrCode
          value={`${root?.bookingUrl ?? ''}/download_app`}
          label={t('pages:scan_to_download')}
        />
        <span>{t('pages:scan_to_download')}</span>
      </Actions>
    </InfoPage>
  );
}
