import { CheckCircleOutline, GlobalOutline, MailOutline, TeamOutline, TruckOutline } from 'antd-mobile-icons';
import { DollarCircleOutline } from '@/components/icons/dollar-circle-outline';
import { useTranslation } from '@/i18n/use-translation';
import { PARTNERS_EMAIL, mailto } from './contacts';
import { ServiceHero } from './service-hero';
import { ServiceSection } from './service-section';
import '@/components/surface.css';
import './service.css';

const OFFERS = [
  { key: 'reach', icon: <GlobalOutline aria-hidden /> },
  { key: 'payments', icon: <DollarCircleOutline aria-hidden /> },
  { key: 'logistics', icon: <TruckOutline aria-hidden /> },
  { key: 'support', icon: <TeamOutline aria-hidden /> },
] as const;

const STEPS = ['write', 'review', 'launch'] as const;

/** Partnership and merchant entry: what a merchant gets and how to apply. */
export default function ServicesScreen() {
  const { t } = useTranslation();
  return (
    <div className="surface-page">
      <ServiceHero icon={<TeamOutline />} title={t('service.partnership.title')} lead={t('service.partnership.lead')} />
      <ServiceSection titleId="offer-title" title={t('service.partnership.offerTitle')}>
        <ul className="svc-list">
          {OFFERS.map(({ key, icon }) => (
            <li key={key}>
              {icon}
              <div>
                <strong>{t(`service.partnership.offer.${key}.title`)}</strong>
                <span>{t(`service.partnership.offer.${key}.text`)}</span>
              </div>
            </li>
          ))}
        </ul>
      </ServiceSection>
      <ServiceSection titleId="apply-title" title={t('service.partnership.applyTitle')}>
        <ol className="svc-steps">
          {STEPS.map((step) => (
            <li key={step}>{t(`service.partnership.steps.${step}`, { email: PARTNERS_EMAIL })}</li>
          ))}
        </ol>
        <a className="svc-button" href={mailto(PARTNERS_EMAIL, t('service.partnership.mailSubject'))}>
          <MailOutline aria-hidden /> {t('service.partnership.apply')}
        </a>
        <p className="svc-note">
          <CheckCircleOutline aria-hidden /> {t('service.partnership.note')}{' '}
          <a href={`mailto:${PARTNERS_EMAIL}`}>{PARTNERS_EMAIL}</a>
        </p>
      </ServiceSection>
    </div>
  );
}
