import { List } from 'antd-mobile';
import {
  ClockCircleOutline,
  FileOutline,
  MailOutline,
  MessageOutline,
  QuestionCircleOutline,
  SendOutline,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL, mailto } from './contacts';
import { LinkItem } from './link-item';
import './service.css';

/** Customer service: how to reach a person, when, and how fast they answer. */
export default function ServiceScreen() {
  const { t } = useTranslation();
  return (
    <div className="svc-page">
      <header className="svc-card svc-hero">
        <div className="svc-hero__icon" aria-hidden>
          <MessageOutline />
        </div>
        <h2 className="svc-title">{t('service.support.title')}</h2>
        <p className="svc-lead">{t('service.support.lead')}</p>
      </header>
      <section className="svc-card" aria-labelledby="contact-title">
        <h2 id="contact-title" className="svc-heading">
          {t('service.support.contactTitle')}
        </h2>
        <dl className="svc-facts">
          <div className="svc-fact">
            <span className="svc-fact__icon" aria-hidden>
              <MailOutline />
            </span>
            <div>
              <dt>{t('service.support.email')}</dt>
              <dd>
                <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
              </dd>
            </div>
          </div>
          <div className="svc-fact">
            <span className="svc-fact__icon" aria-hidden>
              <ClockCircleOutline />
            </span>
            <div>
              <dt>{t('service.support.hours')}</dt>
              <dd>{t('service.support.hoursValue')}</dd>
            </div>
          </div>
          <div className="svc-fact">
            <span className="svc-fact__icon" aria-hidden>
              <SendOutline />
            </span>
            <div>
              <dt>{t('service.support.reply')}</dt>
              <dd>{t('service.support.replyValue')}</dd>
            </div>
          </div>
        </dl>
        <a className="svc-button" href={mailto(SUPPORT_EMAIL, t('service.support.mailSubject'))}>
          <MailOutline aria-hidden /> {t('service.support.write')}
        </a>
        <p className="svc-note">{t('service.support.tip')}</p>
      </section>
      <nav className="svc-card svc-card--flush" aria-labelledby="self-help-title">
        <h2 id="self-help-title" className="svc-heading">
          {t('service.support.selfHelp')}
        </h2>
        <List>
          <LinkItem
            to="/helpAndSupport"
            icon={<QuestionCircleOutline aria-hidden />}
            label={t('service.links.help')}
            description={t('service.links.helpHint')}
          />
          <LinkItem
            to="/law"
            icon={<FileOutline aria-hidden />}
            label={t('service.links.law')}
            description={t('service.links.lawHint')}
          />
        </List>
      </nav>
    </div>
  );
}
