import { useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { Banner } from '@tradewind/contract';
import { LazyImage } from '@/components/lazy-image';
import { slideIndex, slideOffset } from '@/components/snap-strip';
import { BannerLink } from './banner-link';
import { useAutoplay } from './use-autoplay';
import '@/components/skeleton.css';
import './banner-carousel.css';
import '@/components/snap-strip.css';

const BANNER_RATIO = '2.2';
const AUTOPLAY_MS = 4000;

/**
 * The promotions, one per swipe (CSS scroll snap: the browser's own momentum, no gesture library), sliding on
 * their own every 4 s; each one is a link, each dot a button. The skeleton has the banner's size.
 */
export function BannerCarousel({ banners }: { banners: Banner[] | undefined }) {
  const { t } = useTranslation();
  const region = useRef<HTMLElement>(null);
  const track = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const count = banners?.length ?? 0;

  const show = (index: number) => {
    const element = track.current;
    if (!element) return;
    const left = slideOffset(element, index);
    if (typeof element.scrollTo === 'function') element.scrollTo({ left, behavior: 'smooth' });
    else element.scrollLeft = left;
    setActive(index);
  };
  useAutoplay(region, AUTOPLAY_MS, () => show((active + 1) % count), count > 1);

  if (!banners) return <div className="cat-banners cat-banners--loading skeleton-box" aria-hidden="true" />;
  if (banners.length === 0) return null;
  const onScroll = () => {
    const element = track.current;
    if (element?.clientWidth) setActive(slideIndex(element));
  };
  return (
    <section
      ref={region}
      className="cat-banners"
      aria-roledescription="carousel"
      aria-label={t('catalogue.home.banners')}
    >
      <ul ref={track} className="snap-strip" onScroll={onScroll}>
        {banners.map((banner) => (
          <li key={banner.id} className="snap-strip__slide">
            <BannerLink to={banner.link}>
              <LazyImage src={banner.image} alt="" aspectRatio={BANNER_RATIO} />
              <span className="cat-banner__text">
                <strong>{banner.title}</strong>
                <span>{banner.subtitle}</span>
              </span>
            </BannerLink>
          </li>
        ))}
      </ul>
      {count > 1 && (
        <div className="cat-banners__dots">
          {banners.map((banner, index) => (
            <button
              key={banner.id}
              type="button"
              className="cat-banners__dot"
              aria-label={t('catalogue.home.showBanner', { number: index + 1, total: count })}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => show(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
