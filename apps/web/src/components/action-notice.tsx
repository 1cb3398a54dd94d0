import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import './surface.css';
import './action-notice.css';

type ActionNoticeProps = {
  icon: ReactNode;
  title: string;
  text: string;
  /** Where the buyer goes to do what is missing, and the link's words. */
  to: string;
  action: string;
  /** A heading with this id names the dialog or section around it; without it the title is a plain line. */
  titleId?: string;
  /** In a warning box, as an alert (in the payment sheet); plain inside a card or a sheet of its own. */
  alert?: boolean;
};

/** Something the buyer must do first ("You have not set a payment password"), with the way to do it. */
export function ActionNotice({ icon, title, text, to, action, titleId, alert = false }: ActionNoticeProps) {
  return (
    <div className={alert ? 'action-notice action-notice--alert' : 'action-notice'} role={alert ? 'alert' : undefined}>
      <span className="surface-icon-tile action-notice__icon" aria-hidden>
        {icon}
      </span>
      <div>
        {titleId ? (
          <h2 id={titleId} className="action-notice__title">
            {title}
          </h2>
        ) : (
          <p className="action-notice__title">{title}</p>
        )}
        <p className="surface-lead action-notice__text">{text}</p>
        <Link className="action-notice__link" to={to}>
          {action}
        </Link>
      </div>
    </div>
  );
}
