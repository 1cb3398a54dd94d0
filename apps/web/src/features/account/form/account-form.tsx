import type { FormProps } from 'antd-mobile';
import { SubmitForm } from '@/components/submit-form';
import type { ZodForm } from './use-zod-form';

type Props<Body> = Pick<FormProps, 'name' | 'initialValues' | 'children'> & {
  form: ZodForm<Body>;
  /** Called with the parsed body once every field is valid. */
  onSubmit: (body: Body) => unknown;
  submitText: string;
  pending: boolean;
  submitDisabled?: boolean;
};

/** The account screens' form: labelled fields above one full-width submit button, checked by useZodForm. */
export function AccountForm<Body>({ form, onSubmit, ...props }: Props<Body>) {
  const submit = () => {
    const body = form.check();
    if (body) return onSubmit(body);
  };
  return <SubmitForm {...props} form={form.form} onSubmit={submit} onValuesChange={form.recheck} />;
}
