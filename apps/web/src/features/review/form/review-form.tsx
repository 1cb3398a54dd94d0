import { useEffect, useMemo, useState } from 'react';
import { Button } from 'antd-mobile';
import { useNavigate } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import type { OrderDetail } from '@tradewind/contract';
import { isApiError } from '@/api/http';
import { toast } from '@/components/toast';
import { useRefreshAfterReview, useReviewOrder } from '../api/review-order';
import { ProductReviewCard } from './product-review-card';
import { reviewedProductsOf } from './reviewed-products';
import { useReviewDrafts } from './use-review-drafts';
import { useUploading } from './use-uploading';

/** A received order: a card per product, and one button that sends every review at once. */
export function ReviewForm({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const products = useMemo(() => reviewedProductsOf(order.lines), [order.lines]);
  const drafts = useReviewDrafts(order.id, products);
  const pictures = useUploading(products.length);
  const review = useReviewOrder();
  const refresh = useRefreshAfterReview();
  // Bumped by a refused submit: once the messages are on screen, the first field to put right gets the focus.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) document.querySelector<HTMLElement>('.rv-form [aria-invalid="true"]')?.focus();
  }, [refusals]);

  const submit = async () => {
    const body = drafts.checkAll();
    if (!body) {
      setRefusals((count) => count + 1);
      return;
    }
    try {
      await review.mutateAsync(body);
    } catch (error) {
      // The HTTP client has shown why; a refusal (409) means the order moved on, so read it again.
      if (isApiError(error)) drafts.showServerErrors(error.fields);
      refresh();
      return;
    }
    toast.success(t('success.reviewed'));
    navigate(`/orderInfo/${order.id}`, { replace: true });
    refresh();
  };

  return (
    <form
      className="rv-form"
      noValidate
      aria-label={t('review.form')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="surface-card rv-intro">
        <p className="rv-intro__shop">{order.shop.name}</p>
        <p className="rv-intro__sn">{t('review.orderSn', { sn: order.sn })}</p>
        <p className="surface-lead rv-intro__text">{t('review.intro')}</p>
      </div>
      {products.map((product, index) => (
        <ProductReviewCard
          key={product.productId}
          product={product}
          draft={drafts.drafts[index]}
          errors={drafts.errors[index] ?? {}}
          onChange={(patch) => drafts.change(index, patch)}
          onUploadingChange={pictures.reporterFor(index)}
        />
      ))}
      <div className="rv-bar">
        {pictures.uploading && (
          <p className="rv-bar__hint" role="status">
            {t('review.waitForPictures')}
          </p>
        )}
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          shape="rounded"
          loading={review.isPending}
          disabled={pictures.uploading}
        >
          {t('review.submit')}
        </Button>
      </div>
    </form>
  );
}
