import { styled } from 'styled-components';
import { Button } from '../Button/Button';
import { Picture } from '../internal/Picture';
import { useUiTranslation } from '../internal/use-ui-translation';

export interface CheckinGuideProps {
  /** The hotel's guide images (image type 26), display size (`_3`). */
  images: readonly string[];
  /** Where Register leads (`/register`). */
  registerHref: string;
  /** Where 'see' leads: the marketing site's financial products. */
  financialHref: string;
}

const Images = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;

  & img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
`;

const Empty = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const Offers = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Offer = styled.section`
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/**
 * The check-in guide (spec section 2): the hotel's guide pictures, then Register (to join)
 * and 'see' (the financial products for hotel owners on the marketing site).
 */
export function CheckinGuide({ images, registerHref, financialHref }: CheckinGuideProps) {
  const { t } = useUiTranslation();
  return (
    <div>
      {images.length > 0 ? (
        <Images data-testid="checkin-guide-images">
          {images.map((src, i) => (
            <li key={src}>
              <Picture
                src={src}
                alt={t('checkin:guide_image', { n: i + 1 })}
                loading={i === 0 ? 'eager' : 'lazy'}
                width={1200}
                height={800}
              />
            </li>
          ))}
        </Images>
      ) : (
        <Empty role="status" data-testid="checkin-guide-empty">
          {t('checkin:guide_empty')}
        </Empty>
      )}
      <Offers>
        <Offer aria-labelledby="guide-register">
          <h2 id="guide-register">{t('checkin:register_title')}</h2>
          <Button href={registerHref} data-testid="guide-register">
            {t('checkin:register')}
          </Button>
        </Offer>
        <Offer aria-labelledby="guide-invest">
          <h2 id="guide-invest">{t('checkin:invest_title')}</h2>
          <Button href={financialHref} variant="secondary" data-testid="guide-see">
            {t('checkin:see')}
          </Button>
        </Offer>
      </Offers>
    </div>
  );
}
