import type { ReactNode } from 'react';

type Props = { titleId: string; title: string; action?: ReactNode; as?: 'section' | 'nav'; children: ReactNode };

/** A settings card named by the title at its head; the head may carry an action beside the title. */
export function SettingsCard({ titleId, title, action, as: Tag = 'section', children }: Props) {
  return (
    <Tag className="surface-card" aria-labelledby={titleId}>
      <div className="set-card__head">
        <h2 id={titleId} className="set-card__title">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </Tag>
  );
}
