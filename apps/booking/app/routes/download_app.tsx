import { RouteErrorBoundary, routeMeta } from '@bookdirect/app-shell';
import { useRouteLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { Actions, Button, InfoPage, QrCode } from '../components/catalogue/InfoPage';
import type { loader as rootLoader } from '../root';

export const meta = routeMeta({ title: 'download_app', description: 'pages:download_slogan' });

export const ErrorBoundary = RouteErrorBoundary;

export default function DownloadApp() {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <InfoPage title={t('pages:download_title')}>
      <p>{t('pages:download_slogan')}</p>
      <Actions>
        <Button href="https://apps.apple.com/" variant="primary">
          {t('pages:app_store')}
        </Button>
        <Button href="https://play.google.com/store" variant="secondary">
          {t('pages:google_play')}
        </Button>
      </Actions>
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
