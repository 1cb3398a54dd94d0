import { antdTextsReady } from '@/i18n/antd-locale';
import { linkFieldErrors } from '@/lib/forms/link-field-errors';

let linking = false;

/**
 * Awaited by a part that shows antd-mobile components, before its screens render: antd-mobile's own texts are set
 * in the buyer's language, and every form's errors on the page are linked to their fields from then on
 * (lib/forms/link-field-errors.ts). The first screen of /home has neither, so neither is in its code.
 */
export function antdPartReady(): Promise<void> {
  if (!linking) {
    linking = true;
    linkFieldErrors(document.body);
  }
  return antdTextsReady();
}
