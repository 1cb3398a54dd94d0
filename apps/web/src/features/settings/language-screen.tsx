import { List, Skeleton } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useTranslation } from '@/i18n/use-translation';
import type { LanguageCode } from '@tradewind/contract';
import { session, useSession } from '@/api/session';
import { toast } from '@/components/toast';
import { useLanguageList } from './api/get-language-list';
import { nameIn } from './language-name';
import '@/components/surface.css';
import '@/components/visually-hidden.css';
import './settings.css';

export default function LanguageScreen() {
  const { t, i18n } = useTranslation();
  const current = useSession((s) => s.setting.lang.file_name);
  const { data: languages } = useLanguageList();

  const choose = async (code: LanguageCode) => {
    if (code === current) return;
    try {
      // Switches the interface at once, writes the cookie and, when logged in, the account.
      await session.setLanguage(code);
      toast.success(t('success.languageChanged'));
    } catch {
      // The HTTP layer has shown the server's message.
    }
  };

  return (
    <div className="surface-page">
      <p className="surface-lead set-intro">{t('settings.language.lead')}</p>
      <section className="surface-card">
        {!languages ? (
          <List aria-busy="true">
            <Skeleton.Paragraph lineCount={5} animated />
          </List>
        ) : (
          <fieldset className="set-languages">
            <legend className="visually-hidden">{t('settings.language.title')}</legend>
            {languages.map((language) => {
              const subtitle = nameIn(i18n.language, language);
              const subId = `language-sub-${language.file_name}`;
              return (
                <label key={language.file_name} className="set-language" lang={language.file_name}>
                  <input
                    type="radio"
                    name="language"
                    value={language.file_name}
                    checked={language.file_name === current}
                    onChange={() => choose(language.file_name)}
                    aria-label={language.language_name}
                    aria-describedby={subtitle !== language.language_name ? subId : undefined}
                  />
                  <span className="set-language__text">
                    <span className="set-language__name">{language.language_name}</span>
                    {subtitle !== language.language_name && (
                      <span id={subId} className="set-language__sub" lang={i18n.language}>
                        {subtitle}
                      </span>
                    )}
                  </span>
                  <span className="set-language__check" aria-hidden>
                    {language.file_name === current && <CheckOutline />}
                  </span>
                </label>
              );
            })}
          </fieldset>
        )}
      </section>
    </div>
  );
}
