import type { ReactNode } from 'react';
import { Link } from '@/lib/router';

type Props = { icon: ReactNode; title: string; text: string; to: string; action: string; titleId?: string };

/** An empty list says why it is empty and where to go to fill it. */
export function OrdersEmpty({ icon, title, text, to, action, titleId = 'ord-empty-title' }: Props) {
  return (
    <section className="surface-card ord-empty" aria-labelledby={titleId}>
      <span className="surface-icon-tile ord-empty__icon" aria-hidden>
        {icon}
      </span>
      <h2 id={titleId} className="ord-empty__title">
        {title}
      </h2>
      <p className="surface-lead ord-empty__text">{text}</p>
      <Link to={to} className="ord-empty__action">
        {action}
      </Link>
    </section>
  );
}
