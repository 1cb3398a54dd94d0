import { Skeleton, Swiper } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import type { Banner } from '@tradewind/contract';
import { LazyImage } from '@/components/lazy-image';
import { BannerLink } from './banner-link';

const BANNER_RATIO = '2.2';
const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The promotions, sliding on their own (unless the user asked for less motion); each one is a link. */
export function BannerCarousel({ banners }: { banners: Banner[] | undefined }) {
  const { t } = useTranslation();
  if (!banners) return <Skeleton animated className="cat-banners cat-banners--loading" />;
  if (banners.length === 0) return null;
  return (
    <section className="cat-banners" aria-label={t('catalogue.home.banners')}>
      <Swiper autoplay={!reducedMotion()} autoplayInterval={4000} loop={banners.length > 1}>
        {banners.map((banner) => (
          <Swiper.Item key={banner.id}>
            <BannerLink to={banner.link}>
              <LazyImage src={banner.image} alt="" aspectRatio={BANNER_RATIO} />
              <span className="cat-banner__text">
                <strong>{banner.title}</strong>
                <span>{banner.subtitle}</span>
              </span>
            </BannerLink>
          </Swiper.Item>
        ))}
      </Swiper>
    </section>
  );
}
