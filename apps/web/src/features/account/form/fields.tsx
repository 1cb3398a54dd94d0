import type { ReactNode } from 'react';
import { Form, Input, type InputProps } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import { PasswordInput } from './password-input';
import { PayCodeInput } from './pay-code-input';

type FieldProps = {
  /** The body's field name, as in the contract schema. */
  name: string;
  /** Key under account.field of the label; the name when left out. */
  label?: string;
  /** Key under account.field of the text shown under the field. */
  hint?: string;
};

function FieldItem({ name, label = name, hint, children }: FieldProps & { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={t(`account.field.${label}`)} description={hint && t(`account.field.${hint}`)}>
      {children}
    </Form.Item>
  );
}

export function TextField({ name, label, hint, ...input }: FieldProps & Omit<InputProps, 'name'>) {
  return (
    <FieldItem name={name} label={label} hint={hint}>
      <Input {...input} />
    </FieldItem>
  );
}

export function EmailField() {
  return <TextField name="email" type="email" inputMode="email" autoComplete="email" placeholder="name@example.com" />;
}

type PasswordFieldProps = FieldProps & { autoComplete: 'current-password' | 'new-password' };

export function PasswordField({ name, label, hint, autoComplete }: PasswordFieldProps) {
  return (
    <FieldItem name={name} label={label} hint={hint}>
      <PasswordInput autoComplete={autoComplete} />
    </FieldItem>
  );
}

export function PayCodeField({ name, label, hint }: FieldProps) {
  return (
    <FieldItem name={name} label={label} hint={hint}>
      <PayCodeInput />
    </FieldItem>
  );
}
