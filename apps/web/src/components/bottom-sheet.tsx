import type { ReactNode } from 'react';
import { Popup } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useTranslation } from '@/i18n/use-translation';
import './bottom-sheet.css';

type BottomSheetProps = {
  open: boolean;
  onClose: () => void;
  /** The id of the heading that names the dialog. */
  labelledBy: string;
  children: ReactNode;
};

/** A sheet that slides up from the bottom: a modal dialog named by its heading, with its own close button. */
export function BottomSheet({ open, onClose, labelledBy, children }: BottomSheetProps) {
  const { t } = useTranslation();
  return (
    <Popup visible={open} onClose={onClose} onMaskClick={onClose} destroyOnClose bodyClassName="bottom-sheet">
      <section role="dialog" aria-modal="true" aria-labelledby={labelledBy} className="bottom-sheet__content">
        {/* Inside the dialog, so it is the dialog's own way out for screen readers too. */}
        <button type="button" className="bottom-sheet__close" aria-label={t('common.close')} onClick={onClose}>
          <CloseOutline aria-hidden />
        </button>
        {children}
      </section>
    </Popup>
  );
}
