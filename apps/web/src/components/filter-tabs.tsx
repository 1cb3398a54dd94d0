import { Tabs } from 'antd-mobile';
import { directionOf } from '@tradewind/contract';
import { useTranslation } from '@/i18n/use-translation';
import './filter-tabs.css';

type FilterTabsProps<K extends string> = {
  tabs: readonly { key: K; title: string }[];
  activeKey: K;
  onChange: (key: K) => void;
};

/** The filters of a list as tabs that stay on top while the list scrolls under them. */
export function FilterTabs<K extends string>({ tabs, activeKey, onChange }: FilterTabsProps<K>) {
  const { i18n } = useTranslation();
  return (
    <Tabs
      className="filter-tabs"
      activeKey={activeKey}
      direction={directionOf(i18n.language)}
      onChange={(key) => onChange(key as K)}
    >
      {tabs.map((tab) => (
        <Tabs.Tab key={tab.key} title={tab.title} />
      ))}
    </Tabs>
  );
}
