import type { ReactNode } from 'react';

type Props = {
  /** A visible title names the card; without one, `label` does. */
  title?: string;
  titleId?: string;
  label?: string;
  lead?: string;
  children: ReactNode;
};

/** The card the account screens are built of: a title, a lead paragraph, then the form or list. */
export function AccountSection({ title, titleId, label, lead, children }: Props) {
  return (
    <section
      className="surface-card surface-card--raised acc-card"
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : label}
    >
      {title && (
        <h2 id={titleId} className="acc-card__title">
          {title}
        </h2>
      )}
      {lead && <p className="surface-lead acc-card__lead">{lead}</p>}
      {children}
    </section>
  );
}
