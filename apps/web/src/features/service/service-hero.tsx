import type { ReactNode } from 'react';

/** The coloured card a service screen opens with: an icon, the screen's title and what it is for. */
export function ServiceHero({ icon, title, lead }: { icon: ReactNode; title: string; lead: string }) {
  return (
    <header className="surface-card surface-hero svc-card">
      <div className="svc-hero__icon" aria-hidden>
        {icon}
      </div>
      <h2 className="svc-title">{title}</h2>
      <p className="svc-lead">{lead}</p>
    </header>
  );
}
