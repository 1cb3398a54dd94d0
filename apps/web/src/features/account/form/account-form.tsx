import type { FormProps } from 'antd-mobile';
import { SubmitForm } from '@/components/submit-form';
import type { SchemaForm } from '@/lib/forms/use-schema-form';

type Props<Body> = Pick<FormProps, 'name' | 'initialValues' | 'children'> & {
  form: SchemaForm<Body>;
  /** Called with the parsed body once every field is valid. */
  onSubmit: (body: Body) => unknown;
  submitText: string;
  pending: boolean;
  submitDisabled?: boolean;
};

/** The account screens' form: labelled fields above one full-width submit button, checked by useSchemaForm. */
export function AccountForm<Body>({ form, onSubmit, ...props }: Props<Body>) {
  const submit = () => {
    const body = form.check();
    if (body) return onSubmit(body);
  };
  return <SubmitForm {...props} form={form.form} onSubmit={submit} onValuesChange={form.recheck} />;
}
