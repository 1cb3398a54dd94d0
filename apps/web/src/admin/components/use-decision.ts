import { App, type ModalFuncProps } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/use-translation';

type Question = {
  /** What the dialog asks, e.g. "Pass this recharge of $149.50?". */
  title: string;
  /** What will happen, in a sentence. */
  content?: string;
  okText: string;
  danger?: boolean;
};

export type Decision<T> = Question & {
  run: () => Promise<T>;
  /** The result the operator reads when it is done. */
  success: (result: T) => string;
};

/** The question every decision asks: what happens, and a red OK button for what is hard to undo. */
export const confirmation = ({ title, content, okText, danger }: Question, cancelText: string): ModalFuncProps => ({
  title,
  content,
  okText,
  cancelText,
  okButtonProps: { danger },
});

/**
 * Every decision asks first and says how it went: a confirmation dialog, the call, then a success message and
 * fresh console data — or the server's reason in an error message, with nothing changed.
 */
export function useDecision() {
  const { modal, message } = App.useApp();
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  return <T>(decision: Decision<T>): Promise<boolean> =>
    new Promise((resolve) => {
      modal.confirm({
        ...confirmation(decision, t('admin.cancel')),
        onCancel: () => resolve(false),
        onOk: async () => {
          try {
            const result = await decision.run();
            void message.success(decision.success(result));
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
