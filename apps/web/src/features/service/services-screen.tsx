import {
  CheckCircleOutline,
  GlobalOutline,
  MailOutline,
  PayCircleOutline,
  TeamOutline,
  TruckOutline,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { PARTNERS_EMAIL, mailto } from './contacts';
import './service.css';

const OFFERS = [
  { key: 'reach', icon: <GlobalOutline aria-hidden /> },
  { key: 'payments', icon: <PayCircleOutline aria-hidden /> },
  { key: 'logistics', icon: <TruckOutline aria-hidden /> },
  { key: 'support', icon: <TeamOutline aria-hidden /> },
] as const;

const STEPS = ['write', 'review', 'launch'] as const;

/** Partnership and merchant entry: what a merchant gets and how to apply. */
export default function ServicesScreen() {
  const { t } = useTranslation();
  return (
    <div className="svc-page">
      <header className="svc-card svc-hero">
        <div className="svc-hero__icon" aria-hidden>
          <TeamOutline />
        </div>
        <h2 className="svc-title">{t('service.partnership.title')}</h2>
        <p className="svc-lead">{t('service.partnership.lead')}</p>
      </header>
      <section className="svc-card" aria-labelledby="offer-title">
        <h2 id="offer-title" className="svc-heading">
          {t('service.partnership.offerTitle')}
        </h2>
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
      </section>
      <section className="svc-card" aria-labelledby="apply-title">
        <h2 id="apply-title" className="svc-heading">
          {t('service.partnership.applyTitle')}
        </h2>
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
      </section>
    </div>
  );
}
