import { useTranslation } from '@/i18n/use-translation';
import { TRACKING_STAGES, type TrackingStage } from '@tradewind/contract';
import './stage-steps.css';

/** The six stages of a cross-border parcel in a row: those passed filled, the current one highlighted. */
export function StageSteps({ current }: { current: TrackingStage }) {
  const { t } = useTranslation();
  const reached = TRACKING_STAGES.indexOf(current);
  return (
    <ol className="ord-stages" aria-label={t('orders.tracking.stages')}>
      {TRACKING_STAGES.map((stage, index) => {
        const state = index === reached ? 'current' : index < reached ? 'passed' : 'ahead';
        return (
          <li
            key={stage}
            className={`ord-stages__step ord-stages__step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="ord-stages__dot" aria-hidden="true" />
            <span className="ord-stages__label">{t(`orders.tracking.stage.${stage}`)}</span>
          </li>
        );
      })}
    </ol>
  );
}
