import { useTranslation } from '@/i18n/use-translation';
import { MAX_REVIEW_PICTURES } from '@tradewind/contract';
import { ImageUpload } from '@/components/image-upload';
import { LazyImage } from '@/components/lazy-image';
import { ContentField } from './content-field';
import type { ReviewedProduct } from './reviewed-products';
import { ScoreInput } from './score-input';
import { SCORE_FIELDS, type Draft, type DraftField } from './use-review-drafts';

type Props = {
  product: ReviewedProduct;
  draft: Draft;
  errors: Partial<Record<DraftField, string>>;
  onChange: (patch: Partial<Draft>) => void;
  onUploadingChange: (uploading: boolean) => void;
};

/** One product of the order: what it is, its three scores, the buyer's words and pictures. */
export function ProductReviewCard({ product, draft, errors, onChange, onUploadingChange }: Props) {
  const { t } = useTranslation();
  const key = `rv-product-${product.productId}`;
  return (
    <section className="surface-card rv-product" aria-labelledby={`${key}-title`}>
      <div className="rv-product__head">
        {/* The title beside it names the product; the picture adds nothing to read out. */}
        <span className="rv-product__image" aria-hidden>
          <LazyImage src={product.image} alt={product.title} />
        </span>
        <div className="rv-product__text">
          <h2 id={`${key}-title`} className="rv-product__title">
            {product.title}
          </h2>
          {product.specs.map((specs) => (
            <p key={specs} className="rv-product__specs">
              {specs}
            </p>
          ))}
        </div>
      </div>
      <div className="rv-product__scores">
        {SCORE_FIELDS.map((field) => (
          <ScoreInput
            key={field}
            label={t(`review.score.${field}`)}
            value={draft[field]}
            onChange={(score) => onChange({ [field]: score })}
          />
        ))}
      </div>
      <ContentField
        id={`${key}-content`}
        value={draft.content}
        error={errors.content}
        onChange={(content) => onChange({ content })}
      />
      <div className="rv-field">
        <span className="rv-field__label" aria-hidden>
          {t('review.pictures.label')}
        </span>
        <ImageUpload
          max={MAX_REVIEW_PICTURES}
          label={t('review.pictures.add')}
          value={draft.pictures}
          onChange={(pictures) => onChange({ pictures })}
          onUploadingChange={onUploadingChange}
        />
        {errors.pictures && (
          <p className="rv-field__error" role="alert">
            {errors.pictures}
          </p>
        )}
      </div>
    </section>
  );
}
