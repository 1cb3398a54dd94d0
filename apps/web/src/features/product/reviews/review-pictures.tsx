import { useTranslation } from '@/i18n/use-translation';
import { PictureThumbs } from './picture-thumbs';

/** A review's pictures as thumbnails; a tap opens them full screen at the one tapped. */
export function ReviewPictures({ pictures, buyer }: { pictures: string[]; buyer: string }) {
  const { t } = useTranslation();
  const total = pictures.length;
  return (
    <PictureThumbs
      pictures={pictures}
      className="pd-review__pictures"
      label={t('product.reviews.pictures', { buyer })}
      altOf={(index) => t('product.reviews.picture', { index: index + 1, buyer })}
      openLabelOf={(index) => t('product.reviews.openPicture', { index: index + 1, total, buyer })}
    />
  );
}
