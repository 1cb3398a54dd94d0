import { Image, Space } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { consolePictureUrl } from '@tradewind/contract';
import type { RefundRequest } from './api/get-refunds';

/**
 * The buyer's proof pictures as thumbnails; a click opens them large, with zoom, rotate and the others beside. They
 * are the buyer's private uploads, read through the console's own path (decision 036).
 */
export function RefundProofs({ refund }: { refund: RefundRequest }) {
  const { t } = useTranslation();
  return (
    <Image.PreviewGroup>
      <Space size={6} wrap>
        {refund.proofs.map((src, index) => (
          <Image
            key={src}
            src={consolePictureUrl(src)}
            alt={t('admin.refunds.proofAlt', { index: index + 1, sn: refund.order_sn })}
            width={48}
            height={48}
            style={{ objectFit: 'cover', borderRadius: 4 }}
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}
