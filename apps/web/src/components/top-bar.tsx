import { LeftOutline } from '@/components/icons/left-outline';
import './top-bar.css';

type TopBarProps = { title: string; backLabel: string; onBack: () => void };

/** The page's top bar: a back button (named for screen readers) and the page title as its heading. */
export function TopBar({ title, backLabel, onBack }: TopBarProps) {
  return (
    <header className="top-bar">
      <button type="button" className="top-bar__back" aria-label={backLabel} onClick={onBack}>
        <LeftOutline aria-hidden="true" />
      </button>
      <h1 className="top-bar__title">{title}</h1>
      <span className="top-bar__side" aria-hidden="true" />
    </header>
  );
}
