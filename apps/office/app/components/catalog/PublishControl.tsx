import { Button, Modal } from '@bookdirect/booking-ui';
import { Form, useNavigation } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import type { CatalogAnswer } from '../../catalog/actions.server';
import { Actions, StatusLine } from './layout';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  & > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * Whether the hotel is listed, the way to its calendar, and publishing or hiding it behind a
 * confirmation (travellers see the change at once).
 */
export function PublishControl({
  hotelId,
  published,
  answer,
}: {
  hotelId: number;
  published: boolean;
  answer?: CatalogAnswer;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const publishing =
    navigation.state !== 'idle' && navigation.formData?.get('intent') === 'publish';
  const [confirming, setConfirming] = useState(false);
  const verb = published ? t('office:hotel_unpublish') : t('office:hotel_publish');
  return (
    <>
      <Head>
        <p data-testid="office-hotel-status">
          {published ? t('office:hotel_published') : t('office:hotel_unpublished')}
        </p>
        <Actions>
          <Button href={`/hotels/${hotelId}/calendar`} variant="secondary">
            {t('office:hotel_calendar')}
          </Button>
          <Button
            variant={published ? 'secondary' : 'primary'}
            loading={publishing}
            onClick={() => setConfirming(true)}
          >
            {verb}
          </Button>
        </Actions>
      </Head>
      <StatusLine tone={answer?.tone}>{answer?.message}</StatusLine>

      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={published ? t('office:hotel_unpublish_title') : t('office:hotel_publish_title')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('office:hotel_cancel')}
            </Button>
            <Form method="post" onSubmit={() => setConfirming(false)}>
              <input type="hidden" name="intent" value="publish" />
              <input type="hidden" name="published" value={published ? '0' : '1'} />
              <Button type="submit" variant="primary">
                {verb}
              </Button>
            </Form>
          </>
        }
      >
        <p>{published ? t('office:hotel_unpublish_body') : t('office:hotel_publish_body')}</p>
      </Modal>
    </>
  );
}
