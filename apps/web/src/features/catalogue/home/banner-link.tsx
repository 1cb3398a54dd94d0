import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { useBrowsePath } from '@/components/browse-path';

/** A banner's link: a path of the app stays in the app; anything else opens outside it. */
export function BannerLink({ to, children }: { to: string; children: ReactNode }) {
  const browse = useBrowsePath();
  if (to.startsWith('/') && !to.startsWith('//')) {
    return (
      <Link to={browse(to)} className="cat-banner">
        {children}
      </Link>
    );
  }
  return (
    <a href={to} className="cat-banner" target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
