import { useId, type ReactNode } from 'react';
import { Link } from '@/lib/router';
import './surface.css';
import './empty-state.css';

type EmptyStateProps = {
  icon: ReactNode;
  title: string;
  text: string;
  /** Where to go to fill the list, and the link's words; none when there is nowhere to go. */
  to?: string;
  action?: string;
  /** A softer link, tinted rather than filled, when the screen has its own main button. */
  softAction?: boolean;
  /** The card's place on its screen (a margin), from the feature's CSS. */
  className?: string;
};

/** An empty list says why it is empty and, when there is one, where to go to fill it. */
export function EmptyState({ icon, title, text, to, action, softAction = false, className }: EmptyStateProps) {
  const titleId = useId();
  return (
    <section className={`surface-card empty-state ${className ?? ''}`.trim()} aria-labelledby={titleId}>
      <span className="surface-icon-tile empty-state__icon" aria-hidden>
        {icon}
      </span>
      <h2 id={titleId} className="empty-state__title">
        {title}
      </h2>
      <p className="surface-lead empty-state__text">{text}</p>
      {to && action && (
        <Link to={to} className={softAction ? 'empty-state__action empty-state__action--soft' : 'empty-state__action'}>
          {action}
        </Link>
      )}
    </section>
  );
}
