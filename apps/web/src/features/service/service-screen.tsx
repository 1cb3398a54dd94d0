import type { ReactNode } from 'react';
import {
  ClockCircleOutline,
  FileOutline,
  MailOutline,
  MessageOutline,
  QuestionCircleOutline,
  SendOutline,
} from 'antd-mobile-icons';
import { useTranslation } from '@/i18n/use-translation';
import { LinkList } from '@/components/link-list';
import { SUPPORT_EMAIL, mailto } from './contacts';
import { ServiceHero } from './service-hero';
import { ServiceSection } from './service-section';
import '@/components/surface.css';
import './service.css';

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    // A group of a <dl> holds only its <dt> and <dd>: the icon goes inside the term.
    <div className="svc-fact">
      <dt>
        <span className="surface-icon-tile svc-fact__icon" aria-hidden>
          {icon}
        </span>
        {term}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Customer service: how to reach a person, when, and how fast they answer. */
export default function ServiceScreen() {
  const { t } = useTranslation();
  return (
    <div className="surface-page">
      <ServiceHero icon={<MessageOutline />} title={t('service.support.title')} lead={t('service.support.lead')} />
      <ServiceSection titleId="contact-title" title={t('service.support.contactTitle')}>
        <dl className="svc-facts">
          <Fact icon={<MailOutline />} term={t('service.support.email')}>
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </Fact>
          <Fact icon={<ClockCircleOutline />} term={t('service.support.hours')}>
            {t('service.support.hoursValue')}
          </Fact>
          <Fact icon={<SendOutline />} term={t('service.support.reply')}>
            {t('service.support.replyValue')}
          </Fact>
        </dl>
        <a className="svc-button" href={mailto(SUPPORT_EMAIL, t('service.support.mailSubject'))}>
          <MailOutline aria-hidden /> {t('service.support.write')}
        </a>
        <p className="svc-note">{t('service.support.tip')}</p>
      </ServiceSection>
      <ServiceSection nav titleId="self-help-title" title={t('service.support.selfHelp')}>
        <LinkList
          links={[
            {
              to: '/helpAndSupport',
              icon: <QuestionCircleOutline aria-hidden />,
              label: t('service.links.help'),
              description: t('service.links.helpHint'),
            },
            {
              to: '/law',
              icon: <FileOutline aria-hidden />,
              label: t('service.links.law'),
              description: t('service.links.lawHint'),
            },
          ]}
        />
      </ServiceSection>
    </div>
  );
}
