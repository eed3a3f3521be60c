import { Button, FALLBACK_IMAGE, Modal, Notice } from '@bookdirect/booking-ui';
import type { StaffPhoto } from '@bookdirect/gateway-sdk/staff';
import { Form, useNavigation } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import type { CatalogAnswer } from '../../catalog/actions.server';
import { Actions, FieldError, Section, StatusLine } from './layout';

/** The types the gateway takes; the browser's picker offers only these. */
const ACCEPT = 'image/jpeg,image/png,image/webp';

const Grid = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  & img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.bg};
  }
  & > p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & > div {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
  }
  & form {
    display: contents;
  }
`;

const Upload = styled(Form)`
  margin-top: ${({ theme }) => theme.space.lg};

  & label {
    display: block;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  & input[type='file'] {
    display: block;
    margin-top: ${({ theme }) => theme.space.xs};
    max-width: 100%;
  }
  & [id$='-hint'] {
    margin: ${({ theme }) => `${theme.space.xxs} 0 0`};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export interface PhotoManagerProps {
  /** The section's heading: the hotel's photos or the room type's. */
  title: string;
  /** `hotel` or `room-<id>`: ids in the page stay unique with two managers. */
  idPrefix: string;
  photos: readonly StaffPhoto[];
  /** The page's action answer when it was about photos. */
  answer?: CatalogAnswer;
}

/** The ids in order with the photo at `from` moved to `to`. */
export function movedOrder(photos: readonly StaffPhoto[], from: number, to: number): string {
  const ids = photos.map((photo) => photo.photo_id);
  const [moved] = ids.splice(from, 1);
  ids.splice(to, 0, moved as number);
  return ids.join(',');
}

/**
 * A hotel's or a room type's photos as the traveller's pages order them: the first is the
 * main image. Upload several at once, move one earlier or later, delete with a confirm.
 * Every control is a button in a form, so it works by keyboard and without scripts.
 */
export function PhotoManager({ title, idPrefix, photos, answer }: PhotoManagerProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [deleting, setDeleting] = useState<StaffPhoto | null>(null);
  const busy = navigation.state !== 'idle' ? navigation.formData : undefined;
  const uploading =
    busy?.has('photos') === true || navigation.formEncType === 'multipart/form-data';
  const fileError = answer?.errors?.data;
  const inputId = `${idPrefix}-photos`;
  const headingId = `${idPrefix}-photos-title`;

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {photos.length === 0 ? (
        <Notice role="status">
          <h3>{t('office:photo_none')}</h3>
          <p>{t('office:photo_none_body')}</p>
        </Notice>
      ) : (
        <Grid>
          {photos.map((photo, index) => {
            const n = index + 1;
            const moving = busy?.get('photo_ids') && busy.get('moved') === String(photo.photo_id);
            return (
              <Item key={photo.photo_id} data-testid="office-photo">
                <img
                  src={photo.display_url || FALLBACK_IMAGE}
                  alt={t('office:photo_alt', { index: n })}
                  loading="lazy"
                  width={320}
                  height={240}
                />
                <p>{index === 0 ? t('office:photo_main') : t('office:photo_alt', { index: n })}</p>
                <div>
                  <Form method="post">
                    <input type="hidden" name="intent" value="photo_order" />
                    <input type="hidden" name="moved" value={photo.photo_id} />
                    <input
                      type="hidden"
                      name="photo_ids"
                      value={movedOrder(photos, index, index - 1)}
                    />
                    <Button
                      type="submit"
                      size="sm"
                      variant="secondary"
                      disabled={index === 0}
                      loading={Boolean(moving) && busy?.get('direction') === 'earlier'}
                      name="direction"
                      value="earlier"
                      aria-label={t('office:photo_earlier', { index: n })}
                    >
                      <span aria-hidden="true">←</span>
                    </Button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="intent" value="photo_order" />
                    <input type="hidden" name="moved" value={photo.photo_id} />
                    <input
                      type="hidden"
                      name="photo_ids"
                      value={movedOrder(photos, index, index + 1)}
                    />
                    <Button
                      type="submit"
                      size="sm"
                      variant="secondary"
                      disabled={index === photos.length - 1}
                      loading={Boolean(moving) && busy?.get('direction') === 'later'}
                      name="direction"
                      value="later"
                      aria-label={t('office:photo_later', { index: n })}
                    >
                      <span aria-hidden="true">→</span>
                    </Button>
                  </Form>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setDeleting(photo)}
                    aria-label={t('office:photo_delete', { index: n })}
                  >
                    <span aria-hidden="true">×</span>
                  </Button>
                </div>
              </Item>
            );
          })}
        </Grid>
      )}

      <Upload method="post" encType="multipart/form-data">
        <label htmlFor={inputId}>{t('office:photo_choose')}</label>
        <input
          id={inputId}
          type="file"
          name="photos"
          accept={ACCEPT}
          multiple
          aria-describedby={`${inputId}-hint${fileError ? ` ${inputId}-error` : ''}`}
          aria-invalid={fileError ? true : undefined}
        />
        <p id={`${inputId}-hint`}>{t('office:photo_choose_hint')}</p>
        {fileError ? <FieldError id={`${inputId}-error`}>{t(fileError)}</FieldError> : null}
        <Actions>
          <Button type="submit" loading={uploading}>
            {t('office:photo_upload')}
          </Button>
          <StatusLine tone={answer?.tone}>{fileError ? null : answer?.message}</StatusLine>
        </Actions>
      </Upload>

      <Modal
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={deleting ? t('office:photo_delete', { index: photos.indexOf(deleting) + 1 }) : ''}
        footer={
          deleting ? (
            <>
              <Button variant="secondary" onClick={() => setDeleting(null)}>
                {t('office:hotel_cancel')}
              </Button>
              <Form method="post" onSubmit={() => setDeleting(null)}>
                <input type="hidden" name="intent" value="photo_delete" />
                <input type="hidden" name="photo_id" value={deleting.photo_id} />
                <Button type="submit" variant="primary">
                  {t('office:photo_delete', { index: photos.indexOf(deleting) + 1 })}
                </Button>
              </Form>
            </>
          ) : null
        }
      >
        <p>{t('office:photo_delete_confirm')}</p>
      </Modal>
    </Section>
  );
}
