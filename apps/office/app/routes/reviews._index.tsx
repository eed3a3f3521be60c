import { routeMeta } from '@bookdirect/app-shell';
import type { I18nHandle } from '@bookdirect/app-shell/client';
import { Notice, SelectField } from '@bookdirect/booking-ui';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { OfficeErrorBoundary } from '../components/ErrorPage';
import { Actions, Muted, OfficePage, SubmitButton } from '../components/layout';
import { ReviewCard } from '../components/reviews/ReviewCard';
import { localName } from '../names';
import { loadReviews, submitReview } from '../reviews/reviews.server';
import { reviewsHref } from '../reviews/view';

export const meta = routeMeta({ title: 'office_reviews' });

export const handle: I18nHandle = { i18n: ['office_reviews', 'validation'] };

export const ErrorBoundary = OfficeErrorBoundary;

export async function loader({ request }: LoaderFunctionArgs) {
  return loadReviews(request);
}

export async function action({ request }: ActionFunctionArgs) {
  return submitReview(request);
}

const Filters = styled(Form)`
  display: grid;
  grid-template-columns: minmax(220px, 2fr) minmax(160px, 1fr) auto;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space.md};

  & > button {
    margin-bottom: 22px;
  }
  @media (max-width: 767px) {
    grid-template-columns: minmax(0, 1fr);
    & > button {
      margin-bottom: 0;
      justify-self: start;
    }
  }
`;

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * A hotel's guest reviews for its manager or an admin, newest first: pick the hotel (kept in
 * the address), shown or hidden ones; hide one with a reason, show it again, reply to it.
 */
export default function ReviewsPage() {
  const { t, i18n } = useTranslation();
  const { view, admin, hotels, reviews, total, pages } = useLoaderData<typeof loader>();
  const pageHref = (to: number) => reviewsHref({ ...view, page: to });
  return (
    <OfficePage
      title={t('titles:office_reviews')}
      aside={
        <Muted style={{ margin: 0 }} data-testid="reviews-total">
          {t('office_reviews:total', { count: total })}
        </Muted>
      }
    >
      <Filters method="get" role="search" aria-label={t('titles:office_reviews')}>
        <SelectField
          id="reviews-hotel"
          label={t('office_reviews:hotel')}
          name="hotel_id"
          defaultValue={view.hotelId === undefined ? '' : String(view.hotelId)}
        >
          {admin ? <option value="">{t('office_reviews:hotel_all')}</option> : null}
          {hotels.map((hotel) => (
            <option key={hotel.hotel_id} value={hotel.hotel_id}>
              {localName(hotel, i18n.language)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="reviews-kind"
          label={t('office_reviews:kind')}
          name="hidden"
          defaultValue={view.hidden === undefined ? '' : String(view.hidden)}
        >
          <option value="">{t('office_reviews:kind_all')}</option>
          <option value="0">{t('office_reviews:kind_shown')}</option>
          <option value="1">{t('office_reviews:kind_hidden')}</option>
        </SelectField>
        <SubmitButton variant="secondary" size="sm">
          {t('office_reviews:show')}
        </SubmitButton>
      </Filters>
      {reviews.length === 0 ? (
        <Notice role="status" data-testid="reviews-empty">
          <h2>{t('office_reviews:empty_title')}</h2>
          <p>{t('office_reviews:empty_body')}</p>
        </Notice>
      ) : (
        <List>
          {reviews.map((review) => (
            <li key={review.review_id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </List>
      )}
      {pages > 1 ? (
        <nav aria-label={t('office_reviews:list_pages')}>
          <Actions>
            {view.page > 1 ? (
              <a href={pageHref(view.page - 1)}>{t('office:page_previous')}</a>
            ) : null}
            <span>{t('office:page_of', { page: view.page, pages })}</span>
            {view.page < pages ? (
              <a href={pageHref(view.page + 1)}>{t('office:page_next')}</a>
            ) : null}
          </Actions>
        </nav>
      ) : null}
    </OfficePage>
  );
}
