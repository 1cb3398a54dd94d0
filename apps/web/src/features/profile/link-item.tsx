import type { ReactNode } from 'react';
import { List } from 'antd-mobile';
import { Link } from 'react-router';

type Props = { to: string; label: string; extra?: ReactNode; icon?: ReactNode };

/** A list row that is a real link (antd-mobile's clickable rows are anchors without href). */
export function LinkItem({ to, label, extra, icon }: Props) {
  return (
    <List.Item className="prf-link-item" prefix={icon} extra={extra} arrow>
      <Link to={to} className="prf-link-item__link">
        {label}
      </Link>
    </List.Item>
  );
}
