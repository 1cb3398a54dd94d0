import { useRef, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { PULL_HEAD_HEIGHT_PX } from '@tradewind/contract';
import { pullStateTextKey } from './pull-texts';
import { usePullGesture } from './use-pull-gesture';
import './pull-to-refresh.css';

/**
 * docs/product.md §4 pull-to-refresh without a gesture library: touch events move the content with a CSS transform (no
 * layout work per frame), a 50 px head says what letting go will do.
 */
export function PullToRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  const { state, offset } = usePullGesture(area, PULL_HEAD_HEIGHT_PX, onRefresh);
  const active = state !== 'normal';
  return (
    <div ref={area} className={active ? 'pull pull--active' : 'pull'}>
      {/* Without a transform at rest: a transformed ancestor would trap position: fixed descendants. */}
      <div
        className={state === 'pulling' || state === 'loosing' ? 'pull__track' : 'pull__track pull__track--settle'}
        style={offset ? { transform: `translateY(${offset}px)` } : undefined}
      >
        <div className="pull__head" style={{ height: PULL_HEAD_HEIGHT_PX }} aria-live="polite">
          {active ? t(pullStateTextKey[state]) : null}
        </div>
        {children}
      </div>
    </div>
  );
}
