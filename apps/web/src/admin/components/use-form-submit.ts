import { App, type FormInstance } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/http';

/**
 * Sends a console form: on success the result message and fresh console data; on a refusal the server's field
 * messages under their fields (or one error message), and nothing changed. Resolves whether it succeeded.
 */
export function useFormSubmit<V>(form?: FormInstance<V>) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();

  return async <T>(run: () => Promise<T>, success: (result: T) => string): Promise<T | undefined> => {
    try {
      const result = await run();
      void message.success(success(result));
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
      return result;
    } catch (error) {
      const fields = isApiError(error) ? error.fields : undefined;
      if (form && fields && Object.keys(fields).length > 0) {
        form.setFields(
          Object.entries(fields).map(([name, text]) => ({ name: name.split('.'), errors: [text] })) as never,
        );
      } else {
        void message.error(error instanceof Error ? error.message : String(error));
      }
      return undefined;
    }
  };
}
