import { useTranslation } from '@/i18n/use-translation';
import { PictureThumbs } from './picture-thumbs';

/** The newest photos buyers sent with their reviews, in a row the finger scrolls; a tap opens them full screen. */
export function ReviewPhotoStrip({ photos }: { photos: string[] }) {
  const { t } = useTranslation();
  const total = photos.length;
  return (
    <PictureThumbs
      pictures={photos}
      className="pd-photo-strip"
      label={t('product.rating.photos')}
      altOf={(index) => t('product.rating.photo', { index: index + 1, total })}
      openLabelOf={(index) => t('product.rating.openPhoto', { index: index + 1, total })}
    />
  );
}
