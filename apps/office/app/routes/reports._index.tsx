import { routeMeta } from '@bookdirect/app-shell';
import type { I18nHandle } from '@bookdirect/app-shell/client';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { OfficeErrorBoundary } from '../components/ErrorPage';
import { Message, Muted, OfficePage, Panel } from '../components/layout';
import { Headline } from '../components/reports/Headline';
import { ReportCharts } from '../components/reports/ReportCharts';
import { ReportForm } from '../components/reports/ReportForm';
import { localName } from '../names';
import { isQuiet, reportFormats } from '../reports/figures';
import { wireDay } from '../reports/query';
import { loadReportPage } from '../reports/report.server';
import { requireStaff } from '../staff.server';

export const meta = routeMeta({ title: 'office_reports' });

export const handle: I18nHandle = { i18n: ['office_reports'] };

export const ErrorBoundary = OfficeErrorBoundary;

/**
 * `/reports?hotel_id=&from=&to=&by=`: a hotel's or the group's figures over a range (this
 * month by day unless the address says otherwise), for admins and managers; the gateway
 * refuses the desk (the 403 page) and a hotel outside a manager's (the not-found page).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return loadReportPage(request, await requireStaff(request));
}

export default function ReportsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const { group, hotels, choice, report, money, refused } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/reports';
  const hotel = hotels.find((one) => one.hotel_id === report?.hotel_id);
  const f = money ? reportFormats(lang, money) : null;
  return (
    <OfficePage title={t('titles:office_reports')}>
      <ReportForm choice={choice} hotels={hotels} group={group} exportable={report !== null} />
      {refused ? (
        <Message $tone="error" role="alert" data-testid="reports-refused">
          {refused}
        </Message>
      ) : null}
      <div role="status">{loading ? <Muted>{t('office_reports:loading')}</Muted> : null}</div>
      {report && f ? (
        <>
          <Panel aria-labelledby="report-totals" data-testid="report">
            <h2 id="report-totals">{t('office_reports:totals')}</h2>
            <Muted data-testid="report-subject">
              {t('office_reports:subject', {
                name: hotel ? localName(hotel, lang) : t('office_reports:group'),
                from: wireDay(report.from),
                to: wireDay(report.to),
                currency: report.currency,
              })}
            </Muted>
            {isQuiet(report) ? (
              <Message $tone="info" role="status" data-testid="report-quiet">
                {t('office_reports:quiet')}
              </Message>
            ) : null}
            <Headline totals={report.totals} f={f} />
            <Muted style={{ marginTop: '1em' }}>{t('office_reports:definitions')}</Muted>
          </Panel>
          <Panel aria-labelledby="report-charts">
            <h2 id="report-charts">{t('office_reports:charts')}</h2>
            <ReportCharts report={report} f={f} lang={lang} />
          </Panel>
        </>
      ) : null}
    </OfficePage>
  );
}
