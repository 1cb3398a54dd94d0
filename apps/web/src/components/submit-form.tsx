import { Button, Form, type FormProps } from 'antd-mobile';
import { APP_MESSAGES_ONLY } from './form-messages';

export type SubmitFormProps = Pick<FormProps, 'name' | 'form' | 'initialValues' | 'children'> & {
  onSubmit: () => unknown;
  /** The form's recheck (form-messages.ts): a field's message goes once it is corrected. */
  onValuesChange: (changed: Record<string, unknown>) => void;
  submitText: string;
  pending: boolean;
  /** E.g. while a picture is still uploading. */
  submitDisabled?: boolean;
};

/** A buyer's form: labelled fields above one full-width submit button, only the app's own messages. */
export function SubmitForm({ onSubmit, submitText, pending, submitDisabled, ...formProps }: SubmitFormProps) {
  return (
    <Form
      {...formProps}
      layout="vertical"
      {...APP_MESSAGES_ONLY}
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
    />
  );
}
