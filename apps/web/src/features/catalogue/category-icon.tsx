import type { ReactNode } from 'react';
import { AppstoreOutline } from '@/components/icons/appstore-outline';
import { EnvironmentOutline } from '@/components/icons/environment-outline';
import { GiftOutline } from '@/components/icons/gift-outline';
import { HeartOutline } from '@/components/icons/heart-outline';
import { PhonebookOutline } from '@/components/icons/phonebook-outline';
import { SmileOutline } from '@/components/icons/smile-outline';
import { SoundOutline } from '@/components/icons/sound-outline';
import { StarOutline } from '@/components/icons/star-outline';
import { TeamOutline } from '@/components/icons/team-outline';
import { UserOutline } from '@/components/icons/user-outline';
import type { Category, CategorySlug } from '@tradewind/contract';
import { LazyImage } from '@/components/lazy-image';

/** An icon and a tint (theme.css) per category of docs/product.md §3, so the grid reads at a glance. */
const LOOKS: Record<CategorySlug, { icon: ReactNode; tint: string }> = {
  computer: { icon: <AppstoreOutline />, tint: 'var(--tw-category-computer)' },
  electrical: { icon: <SoundOutline />, tint: 'var(--tw-category-electrical)' },
  outdoors: { icon: <EnvironmentOutline />, tint: 'var(--tw-category-outdoors)' },
  family: { icon: <TeamOutline />, tint: 'var(--tw-category-family)' },
  health: { icon: <HeartOutline />, tint: 'var(--tw-category-health)' },
  menswear: { icon: <UserOutline />, tint: 'var(--tw-category-menswear)' },
  womenswear: { icon: <SmileOutline />, tint: 'var(--tw-category-womenswear)' },
  food: { icon: <GiftOutline />, tint: 'var(--tw-category-food)' },
  phone: { icon: <PhonebookOutline />, tint: 'var(--tw-category-phone)' },
  toys: { icon: <StarOutline />, tint: 'var(--tw-category-toys)' },
};

const isImageUrl = (icon: string) => /^(\/|https?:)/.test(icon);

/** The server's icon when it is an image, else ours. Decorative: the category's name is next to it. */
export function CategoryIcon({ category, className }: { category: Category; className?: string }) {
  const look = LOOKS[category.slug] ?? LOOKS.computer;
  return (
    <span className={`cat-icon ${className ?? ''}`} style={{ color: look.tint }} aria-hidden="true">
      {isImageUrl(category.icon) ? <LazyImage src={category.icon} alt="" /> : look.icon}
    </span>
  );
}
