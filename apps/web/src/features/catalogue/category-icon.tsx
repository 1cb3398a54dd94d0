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

/** An icon and a tint per category of docs/product.md §3, so the grid reads at a glance. */
const LOOKS: Record<CategorySlug, { icon: ReactNode; tint: string }> = {
  computer: { icon: <AppstoreOutline />, tint: '#2563eb' },
  electrical: { icon: <SoundOutline />, tint: '#7c3aed' },
  outdoors: { icon: <EnvironmentOutline />, tint: '#15803d' },
  family: { icon: <TeamOutline />, tint: '#b45309' },
  health: { icon: <HeartOutline />, tint: '#dc2626' },
  menswear: { icon: <UserOutline />, tint: '#0369a1' },
  womenswear: { icon: <SmileOutline />, tint: '#be185d' },
  food: { icon: <GiftOutline />, tint: '#c2410c' },
  phone: { icon: <PhonebookOutline />, tint: '#0f766e' },
  toys: { icon: <StarOutline />, tint: '#a16207' },
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
