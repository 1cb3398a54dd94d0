import type { ReactNode } from 'react';
import { List } from 'antd-mobile';
import { Link } from '@/lib/router';
import './link-item.css';

export type LinkItemProps = { to: string; label: string; description?: ReactNode; extra?: ReactNode; icon?: ReactNode };

/** A list row that is a real link (antd-mobile's clickable rows are anchors without href). */
export function LinkItem({ to, label, description, extra, icon }: LinkItemProps) {
  return (
    <List.Item className="link-item" prefix={icon} description={description} extra={extra} arrow>
      <Link to={to} className="link-item__link">
        {label}
      </Link>
    </List.Item>
  );
}
