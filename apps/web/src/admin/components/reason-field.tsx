import type { ReactNode } from 'react';
import { Form, Input } from 'antd';
import { REASON_MAX_LENGTH } from '@tradewind/contract';

type Props = { label: string; requiredMessage: string; placeholder?: string; extra?: ReactNode; autoFocus?: boolean };

/**
 * The reason a decision gives (refusing, closing, disabling, adjusting): required, not blank, at most what the
 * server keeps, focused first unless told otherwise. The form's field is `reason`.
 */
export function ReasonField({ label, requiredMessage, placeholder, extra, autoFocus = true }: Props) {
  return (
    <Form.Item
      name="reason"
      label={label}
      extra={extra}
      rules={[{ required: true, whitespace: true, message: requiredMessage }]}
    >
      <Input.TextArea
        rows={3}
        maxLength={REASON_MAX_LENGTH}
        showCount
        autoFocus={autoFocus}
        placeholder={placeholder}
      />
    </Form.Item>
  );
}
