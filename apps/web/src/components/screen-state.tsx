import { useId, type ReactNode } from 'react';
import { Link } from '@/lib/router';
import './surface.css';
import './screen-state.css';

type ScreenStateProps = {
  /** A large icon in the brand colour, or in the tone's. */
  icon: ReactNode;
  tone?: 'error' | 'done' | 'muted';
  /** Names the card (a load that failed may say only its text). */
  title?: string;
  /** Announced as it appears (a load that failed), rather than named by its title. */
  alert?: boolean;
  text: string;
  /** A link on (home, the order), or the card's own control as children (a retry button). */
  to?: string;
  action?: string;
  children?: ReactNode;
};

/** A screen with nothing to show: what happened (not found, not allowed, could not be loaded) and the way on. */
export function ScreenState({ icon, tone, title, alert = false, text, to, action, children }: ScreenStateProps) {
  const titleId = useId();
  const named = title !== undefined && !alert;
  return (
    <section
      className="surface-card screen-state"
      aria-labelledby={named ? titleId : undefined}
      role={alert ? 'alert' : undefined}
    >
      <span className={tone ? `screen-state__icon screen-state__icon--${tone}` : 'screen-state__icon'} aria-hidden>
        {icon}
      </span>
      {title !== undefined && (
        <h2 id={named ? titleId : undefined} className="screen-state__title">
          {title}
        </h2>
      )}
      <p className="surface-lead screen-state__text">{text}</p>
      {to && action && (
        <Link to={to} className="screen-state__action">
          {action}
        </Link>
      )}
      {children}
    </section>
  );
}
