import { Button, Form, type FormProps } from 'antd-mobile';
import type { ZodForm } from './use-zod-form';
import { APP_MESSAGES_ONLY } from '@/components/form-messages';

type Props<Body> = Pick<FormProps, 'name' | 'initialValues' | 'children'> & {
  form: ZodForm<Body>;
  /** Called with the parsed body once every field is valid. */
  onSubmit: (body: Body) => unknown;
  submitText: string;
  pending: boolean;
  submitDisabled?: boolean;
};

/** The account screens' form: labelled fields above one full-width submit button, checked by useZodForm. */
export function AccountForm<Body>(props: Props<Body>) {
  const { form, onSubmit, submitText, pending, submitDisabled, children, ...formProps } = props;
  const submit = () => {
    const body = form.check();
    if (body) return onSubmit(body);
  };
  return (
    <Form
      {...formProps}
      form={form.form}
      layout="vertical"
      {...APP_MESSAGES_ONLY}
      requiredMarkStyle="none"
      onFinish={submit}
      onValuesChange={form.recheck}
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
