import { useState } from 'react';
import { App, type FormInstance } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorKey } from '@tradewind/contract';
import { isApiError } from '@/api/http';
import { useFormSubmit } from '../../components/use-form-submit';

type Step<T> = {
  /** The last question before anything is sent, e.g. "Refuse the refund on order 2025…?". */
  title: string;
  content: string;
  okText: string;
  danger?: boolean;
  run: () => Promise<T>;
  success: (result: T) => string;
};

/** Decided elsewhere meanwhile: this dialog has nothing left to do. */
const movedOn = (error: unknown) =>
  isApiError(error) && (error.key === ErrorKey.OrderState || error.key === ErrorKey.AlreadyDecided);

/**
 * A decision made in a form dialog: the form is checked, then the operator confirms what will happen, then it is
 * sent. Done → the result message and fresh data, and the dialog closes. Decided elsewhere meanwhile → the
 * server's message, fresh data, and the dialog closes. Any other refusal keeps the dialog open with the problem.
 */
export function useConfirmedSubmit<V>(form: FormInstance<V>, onClose: () => void) {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  const submit = useFormSubmit(form);
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);

  const send = async <T>({ title, content, okText, danger, run, success }: Step<T>) => {
    const confirmed = await modal.confirm({
      title,
      content,
      okText,
      cancelText: t('admin.cancel'),
      okButtonProps: { danger },
    });
    if (confirmed !== true) return;
    setSending(true);
    let stale = false;
    const result = await submit(
      () =>
        run().catch((error: unknown) => {
          stale = movedOn(error);
          throw error;
        }),
      success,
    );
    setSending(false);
    if (stale) await queryClient.invalidateQueries({ queryKey: ['admin'] });
    if (result !== undefined || stale) onClose();
  };
  return { send, sending };
}
