import type { ReactNode } from 'react';
import { Link } from '@/lib/router';

type EmptyStateProps = { icon: ReactNode; title: string; text: string; to: string; action: string };

/** An empty list says why it is empty and where to go to fill it. */
export function EmptyState({ icon, title, text, to, action }: EmptyStateProps) {
  return (
    <section className="surface-card fav-empty" aria-labelledby="fav-empty-title">
      <span className="surface-icon-tile fav-empty__icon" aria-hidden>
        {icon}
      </span>
      <h2 id="fav-empty-title" className="fav-empty__title">
        {title}
      </h2>
      <p className="surface-lead fav-empty__text">{text}</p>
      <Link to={to} className="fav-empty__action">
        {action}
      </Link>
    </section>
  );
}
