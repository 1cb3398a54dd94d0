import type { ReactNode } from 'react';
import { Link } from '@/lib/router';

type Props = { icon: ReactNode; title: string; text: string; to?: string; action?: string };

/** An empty record list says what will appear here and, when there is one, where to start. */
export function RecordsEmpty({ icon, title, text, to, action }: Props) {
  return (
    <section className="surface-card rec-empty" aria-labelledby="rec-empty-title">
      <span className="surface-icon-tile rec-empty__icon" aria-hidden>
        {icon}
      </span>
      <h2 id="rec-empty-title" className="rec-empty__title">
        {title}
      </h2>
      <p className="surface-lead rec-empty__text">{text}</p>
      {to && action && (
        <Link to={to} className="rec-empty__action">
          {action}
        </Link>
      )}
    </section>
  );
}
