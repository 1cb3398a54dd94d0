import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

type Decision<T> = {
  /** What the dialog asks, e.g. "Pass this recharge of $149.50?". */
  title: string;
  /** What will happen, in a sentence. */
  content?: string;
  okText: string;
  danger?: boolean;
  run: () => Promise<T>;
  /** The result the operator reads when it is done. */
  success: (result: T) => string;
};

/**
 * Every decision asks first and says how it went: a confirmation dialog, the call, then a success message and
 * fresh console data — or the server's reason in an error message, with nothing changed.
 */
export function useDecision() {
  const { modal, message } = App.useApp();
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  return <T>({ title, content, okText, danger, run, success }: Decision<T>): Promise<boolean> =>
    new Promise((resolve) => {
      modal.confirm({
        title,
        content,
        okText,
        cancelText: t('admin.cancel'),
        okButtonProps: { danger },
        onCancel: () => resolve(false),
        onOk: async () => {
          try {
            const result = await run();
            void message.success(success(result));
            await queryClient.invalidateQueries({ queryKey: ['admin'] });
            resolve(true);
          } catch (error) {
            void message.error(error instanceof Error ? error.message : String(error));
            resolve(false);
          }
        },
      });
    });
}
