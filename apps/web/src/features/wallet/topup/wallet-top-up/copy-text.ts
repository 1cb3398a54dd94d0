import { toast } from '@/components/toast';
import { t } from '@/i18n';

/** docs/product.md §5: the clipboard needs HTTPS; outside it the buyer is told so instead of a silent nothing. */
export async function copyText(text: string): Promise<void> {
  if (!window.isSecureContext || !navigator.clipboard?.writeText) {
    toast.error(t('topup.copy.insecure'));
    return;
  }
  try {
    await navigator.clipboard.writeText(text);
    toast.success(t('topup.copy.done'));
  } catch {
    toast.error(t('topup.copy.failed'));
  }
}
