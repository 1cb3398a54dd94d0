import { useState } from 'react';
import type { FormInstance } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorKey } from '@tradewind/contract';
import { isApiError } from '@/api/http';
import { useFormSubmit } from '../../components/use-form-submit';

/** Someone decided this record first (409): there is nothing left to decide here. */
const decidedElsewhere = (error: unknown) => isApiError(error) && error.key === ErrorKey.AlreadyDecided;

/**
 * Sends a decision dialog's form. Done → its result message, and the dialog closes. Decided elsewhere → the
 * server's message, the dialog closes and the list shows that decision. Any other refusal keeps the dialog open
 * with the problem under its field or in a message.
 */
export function useDecisionSubmit<V>(form: FormInstance<V>, onClose: () => void) {
  const submit = useFormSubmit(form);
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);

  const send = async <T>(run: () => Promise<T>, success: (result: T) => string) => {
    setSending(true);
    let taken = false;
    const result = await submit(
      () =>
        run().catch((error: unknown) => {
          taken = decidedElsewhere(error);
          throw error;
        }),
      success,
    );
    setSending(false);
    if (taken) await queryClient.invalidateQueries({ queryKey: ['admin'] });
    if (result !== undefined || taken) onClose();
  };
  return { send, sending };
}
