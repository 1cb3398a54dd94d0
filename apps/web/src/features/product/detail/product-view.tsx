import { useTranslation } from '@/i18n/use-translation';
import type { ProductDetail } from '@tradewind/contract';
import { PurchaseBar } from '../purchase/purchase-bar';
import { ProductReviews } from '../reviews/product-reviews';
import { QuestionsSlot } from '../questions/questions-slot';
import { ReviewsAtAGlance } from '../reviews/reviews-at-a-glance';
import { FavouriteButton } from './favourite-button';
import { ImageGallery } from './image-gallery';
import { PriceSummary } from './price-summary';
import { PriceSinceSaved } from './price-since-saved';
import { PurchaseOptions } from './purchase-options';
import { ShippingSection } from './shipping-section';
import { ShopSection } from './shop-section';
import { useSkuSelection } from './use-sku-selection';
import './detail-sections.css';

/** The loaded product: pictures, price, specs and quantity, the shop, description and reviews; the bar below. */
export function ProductView({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const choice = useSkuSelection(product);
  const pictures = product.images.length > 0 ? product.images : [product.image];
  // A SKU picture that is not among the product's own goes first, so the gallery can show it.
  const images = choice.picture && !pictures.includes(choice.picture) ? [choice.picture, ...pictures] : pictures;
  return (
    <div className="pd-page pd-page--buy">
      <ImageGallery images={images} title={product.title} shown={choice.picture} />
      <div className="pd-body">
        <PriceSummary
          title={product.title}
          titleLang={product.title_lang}
          priceCents={choice.priceCents}
          originalCents={choice.originalCents}
          sales={product.sales}
          stock={choice.shownStock}
          action={<FavouriteButton productId={product.id} favourite={product.favourite ?? false} />}
          reviews={
            <ReviewsAtAGlance rating={product.rating} count={product.review_count} photos={product.review_photos} />
          }
        />
        <PriceSinceSaved productId={product.id} />
        <ShippingSection shipping={product.shipping} priceCents={choice.priceCents} category={product.category.slug} />
        <PurchaseOptions product={product} choice={choice} />
        <ShopSection shop={product.shop} />
        <section className="surface-card pd-description" aria-labelledby="pd-description-title">
          <h2 id="pd-description-title" className="pd-section-title">
            {t('product.description')}
          </h2>
          <p className="pd-description__text" lang={product.description_lang}>
            {product.description}
          </p>
        </section>
        <ProductReviews productId={product.id} />
        <QuestionsSlot productId={product.id} />
      </div>
      <PurchaseBar choice={choice} />
    </div>
  );
}
