import type { ReactNode } from 'react';
import { useVirtualRows } from './use-virtual-rows';

type ListItemsProps<T> = {
  items: T[];
  layout: 'grid' | 'list';
  label?: string;
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T) => string | number;
};

const COLUMNS = { grid: 2, list: 1 };

/**
 * The items of a list. A grid's rows are all alike (product cards of fixed size), so only those near the
 * viewport are rendered; a list's rows differ in height (orders, notices) and are all rendered.
 */
export function ListItems<T>({ items, layout, label, renderItem, getKey }: ListItemsProps<T>) {
  const grid = layout === 'grid';
  const rows = useVirtualRows(grid ? items.length : 0, COLUMNS[layout]);
  const { list, style } = rows;
  const [first, last] = grid ? [rows.first, rows.last] : [0, items.length];
  return (
    <ul
      ref={list}
      className={`infinite-list__items infinite-list__items--${layout}`}
      aria-label={label}
      style={grid ? style : undefined}
    >
      {items.slice(first, last).map((item, offset) => (
        <li key={getKey(item)} aria-posinset={first + offset + 1} aria-setsize={items.length}>
          {renderItem(item, first + offset)}
        </li>
      ))}
    </ul>
  );
}
