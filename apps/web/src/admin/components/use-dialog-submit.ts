import { useState } from 'react';
import { App, type FormInstance } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/use-translation';
import { ErrorKey } from '@tradewind/contract';
import { isApiError } from '@/api/http';
import { confirmation, type Decision } from './use-decision';
import { useFormSubmit } from './use-form-submit';

/**
 * The record moved on elsewhere meanwhile (another operator decided it; the order was shipped, paid or closed):
 * the dialog has nothing left to do.
 */
const movedOn = (error: unknown) =>
  isApiError(error) && (error.key === ErrorKey.OrderState || error.key === ErrorKey.AlreadyDecided);

/**
 * Sends a decision made in a form dialog. Done → the result message and fresh data, and the dialog closes. Moved
 * on elsewhere → the server's message, fresh data (the list shows what happened), and the dialog closes. Any other
 * refusal keeps the dialog open with the problem under its field or in a message.
 *
 * `send` sends at once, the dialog itself being the question; `confirmThenSend` first asks what will happen.
 */
export function useDialogSubmit<V>(form: FormInstance<V>, onClose: () => void) {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  const submit = useFormSubmit(form);
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);

  const send = async <T>(run: () => Promise<T>, success: (result: T) => string) => {
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

  const confirmThenSend = async <T>(decision: Decision<T>) => {
    const confirmed = await modal.confirm(confirmation(decision, t('admin.cancel')));
    if (confirmed === true) await send(decision.run, decision.success);
  };

  return { send, confirmThenSend, sending };
}
