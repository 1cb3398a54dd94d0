import { useState } from 'react';
import { Input } from 'antd-mobile';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useTranslation } from '@/i18n/use-translation';

type Props = {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  autoComplete: 'current-password' | 'new-password';
};

/** A password field with a show/hide toggle; Form.Item passes id, value and onChange. */
export function PasswordInput({ autoComplete, ...props }: Props) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className="surface-field acc-password">
      <Input {...props} type={visible ? 'text' : 'password'} autoComplete={autoComplete} />
      <button
        type="button"
        className="acc-password__toggle"
        aria-label={t(visible ? 'account.field.hidePassword' : 'account.field.showPassword')}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? <EyeOutline aria-hidden /> : <EyeInvisibleOutline aria-hidden />}
      </button>
    </div>
  );
}
