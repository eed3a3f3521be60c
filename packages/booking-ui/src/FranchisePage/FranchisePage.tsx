import type { DictItem, Region } from '@bookdirect/gateway-sdk/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsultMessage } from '../Consult/Consult';
import { Consult } from '../Consult/Consult';
import { Financial } from '../Financial/Financial';
import type { FranchiseValues, SubmitAnswer } from '../FranchiseForm/FranchiseForm';
import { FranchiseForm } from '../FranchiseForm/FranchiseForm';
import { FranchiseHero } from '../FranchiseHero/FranchiseHero';
import { Modal } from '../Modal/Modal';
import { BookingBand } from './BookingBand';
import { BrandStory } from './BrandStory';
import { Inner, JoinGrid, Section } from './layout';
import { type FranchiseOutcome, OutcomeToast, useOutcome } from './OutcomeToast';

/** What the page's action answered a post without JavaScript, to show again. */
export interface FranchisePost {
  /** Which of the two forms was posted. */
  form: 'franchise' | 'message';
  values: FranchiseValues;
  /** The options of the posted country and province. */
  provinces: readonly Region[];
  cities: readonly Region[];
  /** Field to locales key. */
  errors: Record<string, string>;
}

export interface FranchisePageProps {
  /** The traveller site (hero and booking band). */
  bookingUrl: string;
  /** The brand's contact, shown in the consult panel. */
  contact: { phone: string; email: string };
  countries: readonly Region[];
  /** The franchise intentions (the `will_level` dictionary). */
  intentions: readonly DictItem[];
  /** An outcome to tell at once (a post without JavaScript that was sent, refused or failed). */
  outcome?: FranchiseOutcome | null;
  /** A post without JavaScript to show again with its options and errors. */
  posted?: FranchisePost;
  /** Where both forms post without JavaScript. */
  action: string;
  submitApplication(values: FranchiseValues): Promise<SubmitAnswer>;
  submitMessage(values: ConsultMessage): Promise<SubmitAnswer>;
  /** The provinces of a country or the cities of a province. */
  loadRegions(pid: number): Promise<readonly Region[]>;
}

/**
 * The franchise site's page: hero, the word to travellers, the brand carousel, the financial
 * products, and the join section (franchise form beside the consult panel). The hero's call
 * to action opens the form in a modal; each form's outcome shows as a toast.
 */
export function FranchisePage({
  bookingUrl,
  contact,
  countries,
  intentions,
  outcome: initialOutcome = null,
  posted,
  action,
  submitApplication,
  submitMessage,
  loadRegions,
}: FranchisePageProps) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useOutcome(initialOutcome);
  /** The franchise form in a modal, opened by the hero's call to action (with JavaScript). */
  const [applying, setApplying] = useState(false);

  const franchisePost = posted?.form === 'franchise' ? posted : undefined;
  const toast = outcome && <OutcomeToast outcome={outcome} />;

  return (
    <>
      <FranchiseHero bookingUrl={bookingUrl} onApply={() => setApplying(true)} />

      <BookingBand bookingUrl={bookingUrl} />

      <BrandStory />

      <Section id="financial" aria-labelledby="financial-title">
        <Inner>
          <h2 id="financial-title">{t('marketing:financial_title')}</h2>
          <p>{t('marketing:financial_intro')}</p>
          <Financial />
        </Inner>
      </Section>

      <Section id="join" aria-labelledby="join-title" tone="subtle">
        <Inner>
          <h2 id="join-title">{t('marketing:join_title')}</h2>
          <p>{t('franchise:form_intro')}</p>
          <JoinGrid>
            <FranchiseForm
              countries={countries}
              provinces={franchisePost?.provinces ?? []}
              cities={franchisePost?.cities ?? []}
              intentions={intentions}
              initialValues={franchisePost?.values}
              serverErrors={franchisePost?.errors}
              onOutcome={setOutcome}
              action={action}
              submit={submitApplication}
              loadRegions={loadRegions}
            />
            <Consult
              phone={contact.phone}
              email={contact.email}
              serverErrors={posted?.form === 'message' ? posted.errors : undefined}
              onOutcome={setOutcome}
              action={action}
              submit={submitMessage}
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
          countries={countries}
          provinces={[]}
          cities={[]}
          intentions={intentions}
          action={action}
          submit={submitApplication}
          loadRegions={loadRegions}
          onOutcome={(result) => {
            setOutcome(result);
            // The form cleared itself; closing unmounts it, so it opens empty next time.
            if (result === 'success') setApplying(false);
          }}
        />
        {/* Inside the open dialog (the top layer), so the backdrop does not cover it. */}
        {applying && toast}
      </Modal>

      {!applying && toast}
    </>
  );
}
