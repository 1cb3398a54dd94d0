import { useId, useState, type FormEvent } from 'react';
import { Button } from 'antd-mobile';
import { PASSKEY_NAME_MAX } from '@tradewind/contract';
import { useTranslation } from '@/i18n/use-translation';
import { formatDate } from '@/i18n/format';
import { toast } from '@/components/toast';
import { passkeyCancelled, passkeysSupported } from '@/lib/passkeys';
import { SettingsCard } from '../settings-card';
import { useAddPasskey, usePasskeys, useRemovePasskey } from './passkeys-api';
import '@/components/bare-input.css';
import './passkeys.css';

/**
 * The buyer's passkeys in Security (decision 054): each with its name, when it was added and last used,
 * and a way to remove it; and a named new one, made by this device's screen lock or a security key.
 */
export function PasskeysCard() {
  const { t } = useTranslation();
  const list = usePasskeys();
  const remove = useRemovePasskey();
  const titleId = useId();
  return (
    <SettingsCard titleId={titleId} title={t('passkeys.title')}>
      <p className="pk-lead">{t('passkeys.lead')}</p>
      {list.data && list.data.length === 0 && <p className="pk-empty">{t('passkeys.empty')}</p>}
      {list.data && list.data.length > 0 && (
        <ul className="pk-list" aria-labelledby={titleId}>
          {list.data.map((passkey) => (
            <li key={passkey.id} className="pk-item">
              <div className="pk-item__text">
                <strong className="pk-item__name">{passkey.name}</strong>
                <span className="pk-item__when">
                  {t('passkeys.added', { date: formatDate(passkey.created_at) })}
                  {' · '}
                  {passkey.last_used_at
                    ? t('passkeys.lastUsed', { date: formatDate(passkey.last_used_at) })
                    : t('passkeys.neverUsed')}
                </span>
              </div>
              <Button
                size="small"
                fill="outline"
                color="danger"
                shape="rounded"
                loading={remove.isPending && remove.variables === passkey.id}
                aria-label={t('passkeys.removeNamed', { name: passkey.name })}
                onClick={() =>
                  remove.mutate(passkey.id, { onSuccess: () => toast.success(t('success.passkeyRemoved')) })
                }
              >
                {t('passkeys.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {passkeysSupported() ? <AddPasskeyForm /> : <p className="pk-empty">{t('passkeys.unsupported')}</p>}
    </SettingsCard>
  );
}

function AddPasskeyForm() {
  const { t } = useTranslation();
  const add = useAddPasskey();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const nameId = useId();
  const errorId = `${nameId}-error`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    if (name.trim() === '') {
      setError(t('validation.required'));
      return;
    }
    setError(null);
    try {
      await add.mutateAsync(name.trim());
    } catch (failure) {
      // The server's refusals have shown their own message; a closed prompt says so here.
      if (passkeyCancelled(failure)) setError(t('passkeys.cancelled'));
      return;
    }
    setName('');
    toast.success(t('success.passkeyAdded'));
  };

  return (
    <form className="pk-add" onSubmit={submit} noValidate>
      <label htmlFor={nameId} className="pk-add__label">
        {t('passkeys.nameLabel')}
      </label>
      <div className="surface-field">
        <input
          id={nameId}
          className="tw-bare-input"
          value={name}
          maxLength={PASSKEY_NAME_MAX}
          placeholder={t('passkeys.namePlaceholder')}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      {error && (
        <p id={errorId} className="pk-add__error" role="alert">
          {error}
        </p>
      )}
      <Button block type="submit" color="primary" shape="rounded" loading={add.isPending}>
        {t('passkeys.add')}
      </Button>
    </form>
  );
}
