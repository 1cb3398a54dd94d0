import { useRef, useState } from 'react';
import { Alert, Button, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { currentLanguage } from '@/i18n';
import { toLocaleTag } from '@/i18n/locale-tag';
import { useTranslation } from '@/i18n/use-translation';
import type { FxImportData } from '@tradewind/contract';
import { formatConsoleDay } from '../../components/console-time';
import { useFormSubmit } from '../../components/use-form-submit';
import { importFxRates } from './api/import-fx-rates';

/** A list of currency codes as the operator's language writes a list ("EUR, GBP and JPY"). */
const listOf = (lang: string, codes: string[]) => new Intl.ListFormat(lang, { type: 'conjunction' }).format(codes);

/**
 * Imports a whole table from an ECB daily reference rates file picked on this computer: its text goes to the
 * server, which reads it by its content and refuses it whole when it is not one. The result stays on the page:
 * which currencies the file updated and which it lacked, or why the file was refused.
 */
export function FxImport() {
  const { t } = useTranslation();
  const locale = toLocaleTag(currentLanguage());
  const input = useRef<HTMLInputElement>(null);
  const [result, setResult] = useState<FxImportData | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = useFormSubmit(undefined, (fields) => setRefusal(fields.xml ?? Object.values(fields)[0] ?? null));

  const importFile = async (file: File) => {
    setResult(null);
    setRefusal(null);
    setSending(true);
    const imported = await submit(
      async () => importFxRates(await file.text()),
      (data) => t('admin.fxRates.import.done', { date: formatConsoleDay(`${data.date}T12:00:00Z`) }),
    );
    setSending(false);
    if (imported) setResult(imported);
  };

  return (
    <section className="tw-admin-gap" aria-labelledby="fx-import-title">
      <Typography.Title level={2} id="fx-import-title" className="tw-fx-import-title">
        {t('admin.fxRates.import.title')}
      </Typography.Title>
      <div className="tw-admin-filters">
        <Typography.Text type="secondary">{t('admin.fxRates.import.help')}</Typography.Text>
        <input
          ref={input}
          type="file"
          accept=".xml,application/xml,text/xml"
          aria-label={t('admin.fxRates.import.file')}
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void importFile(file);
          }}
        />
        <Button icon={<UploadOutlined />} loading={sending} onClick={() => input.current?.click()}>
          {t('admin.fxRates.import.button')}
        </Button>
      </div>
      {refusal && (
        <Alert type="error" showIcon title={t('admin.fxRates.import.refused')} description={refusal} role="alert" />
      )}
      {result && (
        <Alert
          type="success"
          showIcon
          title={t('admin.fxRates.import.done', { date: formatConsoleDay(`${result.date}T12:00:00Z`) })}
          description={
            <>
              <div>{t('admin.fxRates.import.updated', { list: listOf(locale, result.updated) })}</div>
              {result.kept.length > 0 && (
                <div>{t('admin.fxRates.import.kept', { list: listOf(locale, result.kept) })}</div>
              )}
            </>
          }
        />
      )}
    </section>
  );
}
