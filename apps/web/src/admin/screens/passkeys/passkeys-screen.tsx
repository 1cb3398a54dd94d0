import { useId, useState } from 'react';
import { Alert, Button, Card, Form, Input, List, Skeleton, Switch, Typography } from 'antd';
import { PASSKEY_NAME_MAX } from '@tradewind/contract';
import { useTranslation } from '@/i18n/use-translation';
import { formatDate } from '@/i18n/format';
import { passkeyCancelled, passkeysSupported } from '@/lib/passkeys';
import { useAdminSession } from '../../api/admin-session';
import {
  useAddPasskey,
  useMyPasskeys,
  usePasskeySettings,
  useRemovePasskey,
  useSavePasskeySettings,
} from './passkeys-api';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The signed-in person's passkeys (add with a name, list, remove) and, for platform operators, the rule that
 * operators sign in with a passkey (decision 054).
 */
export function PasskeysScreen() {
  const { t } = useTranslation();
  const { operator } = useAdminSession();
  return (
    <>
      <MyPasskeys />
      {operator?.role === 'operator' && (
        <Card className="tw-admin-gap" title={t('admin.passkeys.ruleTitle')}>
          <OperatorsRule />
        </Card>
      )}
      <Typography.Paragraph type="secondary">{t('admin.passkeys.note')}</Typography.Paragraph>
    </>
  );
}

function MyPasskeys() {
  const { t } = useTranslation();
  const list = useMyPasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [notice, setNotice] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const [form] = Form.useForm<{ name: string }>();

  const submit = async ({ name }: { name: string }) => {
    setNotice(null);
    try {
      await add.mutateAsync(name.trim());
      form.resetFields();
      setNotice({ type: 'success', text: t('admin.passkeys.addedNotice') });
    } catch (error) {
      setNotice({ type: 'error', text: passkeyCancelled(error) ? t('admin.passkeys.cancelled') : messageOf(error) });
    }
  };
  const removeOne = async (id: number) => {
    setNotice(null);
    try {
      await remove.mutateAsync(id);
      setNotice({ type: 'success', text: t('admin.passkeys.removedNotice') });
    } catch (error) {
      setNotice({ type: 'error', text: messageOf(error) });
    }
  };

  return (
    <Card title={t('admin.passkeys.mine')}>
      <Typography.Paragraph type="secondary">{t('admin.passkeys.lead')}</Typography.Paragraph>
      {notice && (
        <Alert
          className="tw-admin-gap"
          type={notice.type}
          showIcon
          title={notice.text}
          role={notice.type === 'error' ? 'alert' : 'status'}
        />
      )}
      {list.error && <Alert className="tw-admin-gap" type="error" showIcon title={list.error.message} />}
      {!list.data && !list.error && <Skeleton active />}
      {list.data && (
        <List
          className="tw-admin-gap"
          dataSource={list.data}
          // antd's List greys its empty text below contrast; the secondary text colour passes (as in the tables).
          locale={{ emptyText: <Typography.Text type="secondary">{t('admin.passkeys.empty')}</Typography.Text> }}
          renderItem={(passkey) => (
            <List.Item
              actions={[
                <Button
                  key="remove"
                  danger
                  loading={remove.isPending && remove.variables === passkey.id}
                  aria-label={t('admin.passkeys.removeNamed', { name: passkey.name })}
                  onClick={() => void removeOne(passkey.id)}
                >
                  {t('admin.passkeys.remove')}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={passkey.name}
                description={`${t('admin.passkeys.added', { date: formatDate(passkey.created_at) })} · ${
                  passkey.last_used_at
                    ? t('admin.passkeys.lastUsed', { date: formatDate(passkey.last_used_at) })
                    : t('admin.passkeys.neverUsed')
                }`}
              />
            </List.Item>
          )}
        />
      )}
      {passkeysSupported() ? (
        <Form form={form} layout="inline" onFinish={(values) => void submit(values)} requiredMark={false}>
          <Form.Item
            name="name"
            label={t('admin.passkeys.name')}
            rules={[{ required: true, whitespace: true, message: t('admin.passkeys.nameRequired') }]}
          >
            <Input maxLength={PASSKEY_NAME_MAX} placeholder={t('admin.passkeys.namePlaceholder')} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={add.isPending}>
            {t('admin.passkeys.add')}
          </Button>
        </Form>
      ) : (
        <Alert type="info" showIcon title={t('admin.passkeys.unsupported')} />
      )}
    </Card>
  );
}

function OperatorsRule() {
  const { t } = useTranslation();
  const settings = usePasskeySettings();
  const save = useSavePasskeySettings();
  const labelId = useId();
  const helpId = useId();
  if (!settings.data) return settings.error ? <Alert type="error" showIcon title={settings.error.message} /> : null;
  return (
    <>
      {save.error && <Alert className="tw-admin-gap" type="error" showIcon role="alert" title={save.error.message} />}
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 8 }}>
        <Switch
          aria-labelledby={labelId}
          aria-describedby={helpId}
          checked={settings.data.operators_need_passkey}
          loading={save.isPending}
          onChange={(checked) => save.mutate({ operators_need_passkey: checked })}
        />{' '}
        <span id={labelId}>{t('admin.passkeys.rule')}</span>
      </div>
      <Typography.Paragraph id={helpId} type="secondary">
        {t('admin.passkeys.ruleHelp')}
      </Typography.Paragraph>
    </>
  );
}
