import type { ReactNode } from 'react';
import { List } from 'antd-mobile';
import { Link } from 'react-router';

type Props = { to: string; label: string; description?: ReactNode; icon?: ReactNode };

/** A list row that is a real link (antd-mobile's clickable rows are anchors without href). */
export function LinkItem({ to, label, description, icon }: Props) {
  return (
    <List.Item className="svc-link-item" prefix={icon} description={description} arrow>
      <Link to={to} className="svc-link-item__link">
        {label}
      </Link>
    </List.Item>
  );
}
