import { useRef, useState } from 'react';
import { ImageViewer, Swiper, type SwiperRef } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import { LazyImage } from '@/components/lazy-image';

/** The product's pictures: swipe through them; a tap opens them full screen at the picture tapped. */
export function ImageGallery({ images, title }: { images: string[]; title: string }) {
  const { t } = useTranslation();
  const swiper = useRef<SwiperRef>(null);
  const [openedAt, setOpenedAt] = useState(0);
  const [viewing, setViewing] = useState(false);
  const total = images.length;
  const altOf = (index: number) => t('product.gallery.image', { title, index: index + 1 });

  return (
    <section className="pd-gallery" aria-label={t('product.gallery.label')}>
      <Swiper
        ref={swiper}
        loop={total > 1}
        indicator={(count, index) => (
          <span className="pd-gallery__index" aria-hidden>
            {index + 1} / {count}
          </span>
        )}
      >
        {images.map((src, index) => (
          <Swiper.Item key={`${index}-${src}`}>
            <button
              type="button"
              className="pd-gallery__open"
              aria-label={t('product.gallery.open', { index: index + 1, total })}
              onClick={() => {
                setOpenedAt(index);
                setViewing(true);
              }}
            >
              <LazyImage src={src} alt={altOf(index)} />
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
      {/* Keyed by the picture it opens at: the viewer reads its start index only when it mounts. */}
      <ImageViewer.Multi
        key={openedAt}
        images={images}
        visible={viewing}
        defaultIndex={openedAt}
        onIndexChange={(index) => swiper.current?.swipeTo(index)}
        onClose={() => setViewing(false)}
        imageRender={(src, { ref, index }) => <img ref={ref} src={src} alt={altOf(index)} draggable={false} />}
      />
    </section>
  );
}
