import { App, type FormInstance } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/http';

/** Shows the server's messages for named fields, by their path in the body (`skus.2.price` → its message). */
type ShowFields = (fields: Record<string, string>) => void;

/** The default: each message under the form field its path names. */
const underFormFields =
  <V>(form: FormInstance<V>): ShowFields =>
  (fields) =>
    form.setFields(Object.entries(fields).map(([name, text]) => ({ name: name.split('.'), errors: [text] })) as never);

/**
 * Sends a console form: on success the result message and fresh console data; on a refusal the server's field
 * messages under their fields (or as `showFields` places them; without a form, one error message), and nothing
 * changed. Resolves with the result, or undefined when refused.
 */
export function useFormSubmit<V>(form?: FormInstance<V>, showFields?: ShowFields) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();

  const show = showFields ?? (form ? underFormFields(form) : undefined);

  return async <T>(run: () => Promise<T>, success: (result: T) => string): Promise<T | undefined> => {
    try {
      const result = await run();
      void message.success(success(result));
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
      return result;
    } catch (error) {
      const fields = isApiError(error) ? error.fields : undefined;
      if (show && fields && Object.keys(fields).length > 0) show(fields);
      else void message.error(error instanceof Error ? error.message : String(error));
      return undefined;
    }
  };
}
