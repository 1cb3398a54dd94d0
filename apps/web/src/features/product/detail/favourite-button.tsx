import { HeartFill, HeartOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useToggleFavourite } from '../api/toggle-favourite';
import { useRequireLogin } from '../use-require-login';

/** The heart: a toggle button (aria-pressed) named 'Favourite'; visitors are asked to log in first. */
export function FavouriteButton({ productId, favourite }: { productId: number; favourite: boolean }) {
  const { t } = useTranslation();
  const requireLogin = useRequireLogin();
  const { mutate, isPending } = useToggleFavourite(productId);
  return (
    <button
      type="button"
      className={favourite ? 'pd-heart pd-heart--on' : 'pd-heart'}
      aria-label={t('product.favourite')}
      aria-pressed={favourite}
      disabled={isPending}
      onClick={() => requireLogin(() => mutate(!favourite))}
    >
      {favourite ? <HeartFill aria-hidden /> : <HeartOutline aria-hidden />}
    </button>
  );
}
