import type { ReactNode } from 'react';
import './surface.css';

/** A small pill at the end of a row; `ok` colours it as done. */
export function StatusTag({ ok, children }: { ok: boolean; children: ReactNode }) {
  return <span className={ok ? 'surface-status surface-status--ok' : 'surface-status'}>{children}</span>;
}
