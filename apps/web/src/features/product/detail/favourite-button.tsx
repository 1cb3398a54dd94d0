import { HeartFill } from '@/components/icons/heart-fill';
import { HeartOutline } from '@/components/icons/heart-outline';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from '@/components/toast';
import { useProductDetail } from '../api/get-product-detail';
import { useToggleFavourite } from '../api/toggle-favourite';
import { useRequireLogin } from '../use-require-login';

/** The heart: a toggle button (aria-pressed) named 'Favourite', confirmed by a short toast; visitors are asked to log in first. */
export function FavouriteButton({ productId, favourite }: { productId: number; favourite: boolean }) {
  const { t } = useTranslation();
  const requireLogin = useRequireLogin();
  const { mutate, isPending } = useToggleFavourite(productId);
  // Right after logging in, the visitor's answer is still on screen until the buyer's one (with the flag) comes.
  const settling = useProductDetail(productId).isPlaceholderData;
  return (
    <button
      type="button"
      className={favourite ? 'pd-heart pd-heart--on' : 'pd-heart'}
      aria-label={t('product.favourite')}
      aria-pressed={favourite}
      disabled={isPending || settling}
      onClick={() =>
        requireLogin(() =>
          mutate(!favourite, {
            onSuccess: (answer) =>
              toast.success(t(answer.favourite ? 'product.favouriteAdded' : 'product.favouriteRemoved')),
          }),
        )
      }
    >
      {favourite ? <HeartFill aria-hidden /> : <HeartOutline aria-hidden />}
    </button>
  );
}
