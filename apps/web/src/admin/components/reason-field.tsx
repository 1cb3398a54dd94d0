import type { ReactNode } from 'react';
import { Form, Input } from 'antd';
import { RefuseBody } from '@tradewind/contract';
import { useTranslation } from '@/i18n/use-translation';
import { maxLengthOf, schemaRules } from './schema-rules';

/** Every decision's reason has the rule of a refusal's (wallet/admin-schemas.ts). */
const reason = RefuseBody.shape.reason;

type Props = { label: string; requiredMessage: string; placeholder?: string; extra?: ReactNode; autoFocus?: boolean };

/**
 * The reason a decision gives (refusing, closing, disabling, adjusting): required, not blank, at most what the
 * server keeps, focused first unless told otherwise. The form's field is `reason`.
 */
export function ReasonField({ label, requiredMessage, placeholder, extra, autoFocus = true }: Props) {
  const { t } = useTranslation();
  return (
    <Form.Item name="reason" label={label} extra={extra} rules={schemaRules(t, reason, { required: requiredMessage })}>
      <Input.TextArea
        rows={3}
        maxLength={maxLengthOf(reason)}
        showCount
        autoFocus={autoFocus}
        placeholder={placeholder}
      />
    </Form.Item>
  );
}
