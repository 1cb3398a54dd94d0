import { Button, Card, Form, Space, Typography } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { useTranslation } from '@/i18n/use-translation';
import { MAX_PRODUCT_IMAGES } from '@tradewind/contract';
import { ImagesField } from '../../components/images-field';

const move = (list: string[], from: number, to: number) => {
  const next = [...list];
  const [picture] = next.splice(from, 1);
  next.splice(to, 0, picture!);
  return next;
};

/** The pictures buyers see, in order (the first is the cover): uploads with progress, then moved into place. */
export function ProductPictures() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const images: string[] = Form.useWatch('images', form) ?? [];
  const label = t('admin.products.form.pictures');

  return (
    <Card title={label}>
      <Form.Item
        name="images"
        extra={t('admin.products.form.picturesHelp', { max: MAX_PRODUCT_IMAGES })}
        rules={[
          {
            required: true,
            type: 'array',
            min: 1,
            max: MAX_PRODUCT_IMAGES,
            message: t('admin.products.form.picturesRequired', { max: MAX_PRODUCT_IMAGES }),
          },
        ]}
      >
        <ImagesField max={MAX_PRODUCT_IMAGES} label={label} />
      </Form.Item>
      {images.length > 1 && (
        <div role="list" aria-label={t('admin.products.form.pictureOrder')}>
          <Typography.Text type="secondary">{t('admin.products.form.pictureOrderHelp')}</Typography.Text>
          <Space wrap size={12} style={{ display: 'flex', marginTop: 8 }}>
            {images.map((url, i) => (
              <Space key={url} role="listitem" orientation="vertical" size={4} align="center">
                <img
                  src={url}
                  alt={t('admin.products.form.pictureN', { n: i + 1 })}
                  width={64}
                  height={64}
                  style={{ objectFit: 'cover', borderRadius: 6 }}
                />
                <Space size={4}>
                  <Button
                    size="small"
                    icon={<ArrowLeftOutlined className="tw-mirror" aria-hidden="true" />}
                    aria-label={t('admin.products.form.moveEarlier', { n: i + 1 })}
                    disabled={i === 0}
                    onClick={() => form.setFieldValue('images', move(images, i, i - 1))}
                  />
                  <Button
                    size="small"
                    icon={<ArrowRightOutlined className="tw-mirror" aria-hidden="true" />}
                    aria-label={t('admin.products.form.moveLater', { n: i + 1 })}
                    disabled={i === images.length - 1}
                    onClick={() => form.setFieldValue('images', move(images, i, i + 1))}
                  />
                </Space>
              </Space>
            ))}
          </Space>
        </div>
      )}
    </Card>
  );
}
