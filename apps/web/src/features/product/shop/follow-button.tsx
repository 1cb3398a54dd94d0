import { Button } from '@/components/button';
import { AddOutline } from '@/components/icons/add-outline';
import { CheckOutline } from '@/components/icons/check-outline';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from '@/components/toast';
import { useShopInfo } from '../api/get-shop-info';
import { useToggleFollow } from '../api/toggle-follow';
import { useRequireLogin } from '../use-require-login';

/** 'Follow' or 'Following', confirmed by a short toast; visitors are asked to log in first. */
export function FollowButton({ shopId, followed }: { shopId: number; followed: boolean }) {
  const { t } = useTranslation();
  const requireLogin = useRequireLogin();
  const { mutate, isPending } = useToggleFollow(shopId);
  // Right after logging in, the visitor's answer is still on screen until the buyer's one (with the flag) comes.
  const settling = useShopInfo(shopId).isPlaceholderData;
  return (
    <Button
      className="shop-follow"
      fill={followed ? 'outline' : 'solid'}
      size="small"
      disabled={isPending || settling}
      onClick={() =>
        requireLogin(() =>
          mutate(!followed, {
            onSuccess: (answer) =>
              toast.success(t(answer.followed ? 'product.shop.followedToast' : 'product.shop.unfollowedToast')),
          }),
        )
      }
    >
      {followed ? <CheckOutline aria-hidden /> : <AddOutline aria-hidden />}{' '}
      {followed ? t('product.shop.following') : t('product.shop.follow')}
    </Button>
  );
}
