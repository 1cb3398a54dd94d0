import type { ReactNode } from 'react';
import { Button, Form, type FormProps } from 'antd-mobile';

type Props = {
  name: string;
  form: NonNullable<FormProps['form']>;
  onSubmit: () => unknown;
  submitText: string;
  pending: boolean;
  /** E.g. while the evidence picture is still uploading. */
  submitDisabled?: boolean;
  children: ReactNode;
};

/** A top-up form: labelled fields above one full-width submit button. */
export function RechargeForm({ name, form, onSubmit, submitText, pending, submitDisabled, children }: Props) {
  return (
    <Form
      name={name}
      form={form}
      layout="vertical"
      requiredMarkStyle="none"
      onFinish={onSubmit}
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
