import { useEffect, useState } from 'react';
import { List, Switch, Toast } from 'antd-mobile';
import { NOTICE_CHANNELS, NOTICE_GROUPS, ALWAYS_ON_GROUP, type NoticeGroup } from '@tradewind/contract';
import { useTranslation } from '@/i18n/use-translation';
import { SettingsCard } from '../settings-card';
import { useNoticePreferences, useSetNoticePreference } from './api';
import { pushState, turnPushOff, turnPushOn, type PushState } from './push-device';
import '@/components/surface.css';
import '../settings.css';
import './notices.css';

/** This device's push, then which groups of notices reach the buyer in the app, by push and by mail. */
export default function NoticeSettingsScreen() {
  const { t } = useTranslation();
  const [device, setDevice] = useState<PushState | 'loading'>('loading');
  const [busy, setBusy] = useState(false);
  const prefs = useNoticePreferences();
  const setPreference = useSetNoticePreference();

  useEffect(() => {
    void pushState().then(setDevice);
  }, []);

  const toggleDevice = async (on: boolean) => {
    setBusy(true);
    try {
      setDevice(await (on ? turnPushOn() : turnPushOff()));
    } catch {
      Toast.show({ content: t('notices.device.failed') });
    } finally {
      setBusy(false);
    }
  };

  const deviceNote =
    device === 'denied'
      ? t('notices.device.denied')
      : device === 'unsupported'
        ? t('notices.device.unsupported')
        : t('notices.device.hint');

  return (
    <div className="surface-page">
      <SettingsCard titleId="notice-device-title" title={t('notices.device.title')}>
        <List>
          <List.Item
            description={deviceNote}
            extra={
              <Switch
                aria-label={t('notices.device.switch')}
                checked={device === 'on'}
                loading={busy || device === 'loading'}
                disabled={device === 'denied' || device === 'unsupported'}
                onChange={(on) => void toggleDevice(on)}
              />
            }
          >
            {t('notices.device.switch')}
          </List.Item>
        </List>
      </SettingsCard>
      <SettingsCard titleId="notice-groups-title" title={t('notices.groups.title')}>
        {prefs.data && (
          <table className="notice-table">
            <thead>
              <tr>
                <th scope="col">
                  <span className="notice-table__hidden">{t('notices.groups.kind')}</span>
                </th>
                {NOTICE_CHANNELS.map((channel) => (
                  <th key={channel} scope="col">
                    {t(`notices.channel.${channel}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {NOTICE_GROUPS.map((group: NoticeGroup) => (
                <tr key={group}>
                  <th scope="row">
                    {t(`notices.group.${group}`)}
                    {group === ALWAYS_ON_GROUP && (
                      <small className="notice-table__note">{t('notices.groups.alwaysOn')}</small>
                    )}
                  </th>
                  {NOTICE_CHANNELS.map((channel) => (
                    <td key={channel}>
                      <Switch
                        aria-label={t('notices.groups.switch', {
                          group: t(`notices.group.${group}`),
                          channel: t(`notices.channel.${channel}`),
                        })}
                        checked={prefs.data[group][channel]}
                        disabled={group === ALWAYS_ON_GROUP}
                        onChange={(on) => setPreference.mutate({ group, channel, on })}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="notice-table__foot">{t('notices.groups.mailNote')}</p>
      </SettingsCard>
    </div>
  );
}
