import type { ReactNode } from 'react';
import { NavLink } from '@/lib/router';
import './tab-bar.css';

/** `badge`: shown on the tab (e.g. the bag's count); it brings its own accessible text. */
export type TabItem = { to: string; label: string; icon: ReactNode; badge?: ReactNode };

/** The bottom tabs: real links, the current one marked with aria-current="page". */
export function TabBar({ items, label }: { items: TabItem[]; label: string }) {
  return (
    <nav className="tab-bar" aria-label={label}>
      {items.map((item) => (
        <NavLink key={item.to} to={item.to} className="tab-bar__item">
          <span className="tab-bar__icon" aria-hidden="true">
            {item.icon}
          </span>
          <span className="tab-bar__label">{item.label}</span>
          {item.badge}
        </NavLink>
      ))}
    </nav>
  );
}
