import { Typography } from 'antd';

/** A card's heading, one level under the page's title. */
export function SectionTitle({ children }: { children: string }) {
  return (
    <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
      {children}
    </Typography.Title>
  );
}
