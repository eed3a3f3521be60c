import { RouteErrorBoundary, routeMeta } from '@bookdirect/app-shell';
import {
  Button,
  Carousel,
  Consult,
  Financial,
  FranchiseForm,
  FranchiseHero,
  Modal,
  Toast,
} from '@bookdirect/booking-ui';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  FORM_ACTION,
  loadRegions,
  submitApplication,
  submitConsultMessage,
} from '../franchise-calls';
import { franchiseAction, loadHome, type Outcome } from '../home.server';
import type { loader as rootLoader } from '../root';

export const meta = routeMeta({ title: 'index', description: 'marketing:hero_subtitle' });

export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request }: LoaderFunctionArgs) {
  return loadHome(request);
}

export async function action({ request }: ActionFunctionArgs) {
  return franchiseAction(request);
}

const Section = styled.section`
  padding: ${({ theme }) => `${theme.space.xxxl} 0`};
  scroll-margin-top: 72px;
  &[data-tone='subtle'] {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space.xxl} 0`};
    scroll-margin-top: 60px;
  }
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.layout.gutter};
  ${({ theme }) => theme.media.mobile} {
    padding: 0 ${({ theme }) => theme.layout.gutterMobile};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  & > p {
    margin: 0 0 ${({ theme }) => theme.space.xl};
    max-width: 720px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const SlideCard = styled.div`
  display: grid;
  align-content: end;
  min-height: 280px;
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: #fff;
  background: linear-gradient(150deg, var(--from), var(--to));
  user-select: none;
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0;
    max-width: 640px;
    line-height: ${({ theme }) => theme.lineHeights.body};
  }
`;

const BookingBand = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;
  justify-content: space-between;
  p {
    margin: 0;
    max-width: 720px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const JoinGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  @media (max-width: 959.98px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const SLIDE_COLOURS = [
  ['#12414f', '#1f6f7a'],
  ['#7a3b2e', '#b5653f'],
  ['#2d4a3e', '#4f7d5c'],
  ['#2b2f5a', '#52608f'],
] as const;

export default function MarketingHome() {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const data = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const bookingUrl = root?.bookingUrl ?? 'http://localhost:3000';
  const [toast, setToast] = useState<Outcome | null>(posted?.outcome ?? data.outcome);
  /** The franchise form in a modal, opened by the hero's call to action (with JavaScript). */
  const [applying, setApplying] = useState(false);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(null), 5000);
    return () => window.clearTimeout(timer);
  }, [toast]);

  const franchisePost = posted?.form === 'franchise' ? posted : undefined;
  const toastText: Record<Outcome, string> = {
    success: t('franchise:submit_success'),
    sent: t('franchise:message_thanks'),
    failed: t('franchise:submit_failed'),
    network: t('franchise:network_error'),
  };

  const toastNode = toast && (
    <Toast
      message={toastText[toast]}
      tone={toast === 'success' || toast === 'sent' ? 'success' : 'error'}
      duration={0}
    />
  );

  return (
    <>
      <FranchiseHero bookingUrl={bookingUrl} onApply={() => setApplying(true)} />

      <Section aria-labelledby="booking-title">
        <Inner>
          <BookingBand>
            <div>
              <h2 id="booking-title">{t('marketing:booking_title')}</h2>
              <p>{t('marketing:booking_text')}</p>
            </div>
            <Button href={bookingUrl} variant="primary" size="lg">
              {t('marketing:booking_cta')}
            </Button>
          </BookingBand>
        </Inner>
      </Section>

      <Section id="brand" aria-labelledby="brand-title" data-tone="subtle">
        <Inner>
          <h2 id="brand-title">{t('marketing:brand_title')}</h2>
          <p>{t('marketing:brand_intro')}</p>
          <Carousel
            label={t('marketing:carousel_label')}
            slides={[1, 2, 3, 4].map((n) => ({
              id: `slide-${n}`,
              content: (
                <SlideCard
                  style={
                    {
                      '--from': SLIDE_COLOURS[n - 1]?.[0],
                      '--to': SLIDE_COLOURS[n - 1]?.[1],
                    } as React.CSSProperties
                  }
                >
                  <h3>{t(`marketing:slide${n}_title`)}</h3>
                  <p>{t(`marketing:slide${n}_text`)}</p>
                </SlideCard>
              ),
            }))}
          />
        </Inner>
      </Section>

      <Section id="financial" aria-labelledby="financial-title">
        <Inner>
          <h2 id="financial-title">{t('marketing:financial_title')}</h2>
          <p>{t('marketing:financial_intro')}</p>
          <Financial />
        </Inner>
      </Section>

      <Section id="join" aria-labelledby="join-title" data-tone="subtle">
        <Inner>
          <h2 id="join-title">{t('marketing:join_title')}</h2>
          <p>{t('franchise:form_intro')}</p>
          <JoinGrid>
            <FranchiseForm
              countries={data.countries}
              provinces={franchisePost?.provinces ?? []}
              cities={franchisePost?.cities ?? []}
              intentions={data.intentions}
              initialValues={franchisePost?.values}
              serverErrors={franchisePost?.errors}
              onOutcome={setToast}
              action={FORM_ACTION}
              submit={submitApplication}
              loadRegions={loadRegions}
            />
            <Consult
              phone={root?.brand.contact.phone ?? ''}
              email={root?.brand.contact.email ?? ''}
              serverErrors={posted?.form === 'message' ? posted.errors : undefined}
              onOutcome={setToast}
              action={FORM_ACTION}
              submit={submitConsultMessage}
            />
          </JoinGrid>
        </Inner>
      </Section>

      <Modal
        open={applying}
        onClose={() => setApplying(false)}
        title={t('franchise:form_title')}
        size="lg"
      >
        <FranchiseForm
          idPrefix="apply"
          data-testid="franchise-form-modal"
          countries={data.countries}
          provinces={[]}
          cities={[]}
          intentions={data.intentions}
          action={FORM_ACTION}
          submit={submitApplication}
          loadRegions={loadRegions}
          onOutcome={(outcome) => {
            setToast(outcome);
            // The form cleared itself; closing unmounts it, so it opens empty next time.
            if (outcome === 'success') setApplying(false);
          }}
        />
        {/* Inside the open dialog (the top layer), so the backdrop does not cover it. */}
        {applying && toastNode}
      </Modal>

      {!applying && toastNode}
    </>
  );
}
