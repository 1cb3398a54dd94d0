import type { ReactNode } from 'react';

type Props = {
  titleId: string;
  title: string;
  /** A navigation card whose list runs to the card's edges. */
  nav?: boolean;
  children: ReactNode;
};

/** A card of a service screen, named by its heading. */
export function ServiceSection({ titleId, title, nav = false, children }: Props) {
  const Tag = nav ? 'nav' : 'section';
  return (
    <Tag className={nav ? 'surface-card svc-card svc-card--flush' : 'surface-card svc-card'} aria-labelledby={titleId}>
      <h2 id={titleId} className="svc-heading">
        {title}
      </h2>
      {children}
    </Tag>
  );
}
