import type { ReactNode } from 'react';
import { Button, Form, type FormProps } from 'antd-mobile';
import { APP_MESSAGES_ONLY } from '@/components/form-messages';

type Props = {
  name: string;
  form: NonNullable<FormProps['form']>;
  onSubmit: () => unknown;
  /** useRechargeForm's recheck: a field's message goes once it is corrected. */
  onValuesChange: (changed: Record<string, unknown>) => void;
  submitText: string;
  pending: boolean;
  /** E.g. while the evidence picture is still uploading. */
  submitDisabled?: boolean;
  children: ReactNode;
};

/** A top-up form: labelled fields above one full-width submit button. */
export function RechargeForm(props: Props) {
  const { name, form, onSubmit, onValuesChange, submitText, pending, submitDisabled, children } = props;
  return (
    <Form
      name={name}
      form={form}
      layout="vertical"
      {...APP_MESSAGES_ONLY}
      requiredMarkStyle="none"
      onFinish={onSubmit}
      onValuesChange={onValuesChange}
      footer={
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          shape="rounded"
          loading={pending}
          disabled={submitDisabled}
        >
          {submitText}
        </Button>
      }
    >
      {children}
    </Form>
  );
}
