import { Toast } from 'antd-mobile';
import { TOAST_DURATION_MS } from '@tradewind/contract';

/** SPEC §9: toasts last 1200 ms; a loading toast stays until its close function is called. */
export const toast = {
  success(message: string): void {
    Toast.show({ content: message, icon: 'success', duration: TOAST_DURATION_MS });
  },
  error(message: string): void {
    Toast.show({ content: message, icon: 'fail', duration: TOAST_DURATION_MS });
  },
  info(message: string): void {
    Toast.show({ content: message, duration: TOAST_DURATION_MS });
  },
  loading(message: string): () => void {
    const handler = Toast.show({ content: message, icon: 'loading', duration: 0, maskClickable: false });
    return () => handler.close();
  },
};
