import { List } from 'antd-mobile';
import { LinkItem, type LinkItemProps } from './link-item';

/** Rows of links declared as data, one LinkItem each. */
export function LinkList({ links }: { links: LinkItemProps[] }) {
  return (
    <List>
      {links.map((link) => (
        <LinkItem key={link.to} {...link} />
      ))}
    </List>
  );
}
