import { useState } from 'react';
import { App, Upload, type UploadFile } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from '@/i18n/use-translation';
import { UPLOAD_TYPES } from '@/api/upload';
import { consolePictureUrl } from '@tradewind/contract';
import { adminUpload } from '../api/admin-http';

type Props = {
  /** Stored picture urls, in order (a form field's value). */
  value?: string[];
  onChange?: (urls: string[]) => void;
  max: number;
  /** The field's accessible name, e.g. "Product pictures". */
  label: string;
};

// A shop's staff upload privately (decision 036): their pictures are shown through the console's own path.
const fromUrl = (url: string, index: number): UploadFile => ({
  uid: `saved-${index}-${url}`,
  name: url,
  status: 'done',
  url,
  thumbUrl: consolePictureUrl(url),
});

/**
 * Pictures for the catalogue: each upload shows its progress; only finished uploads reach the form's value.
 * The picture's bytes are checked by the server (docs/architecture.md §7).
 */
export function ImagesField({ value = [], onChange, max, label }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [files, setFiles] = useState<UploadFile[]>(() => value.map(fromUrl));

  // A form reset or a record loaded later replaces the pictures shown (state adjusted while rendering).
  const joined = value.join('\n');
  const [seen, setSeen] = useState(joined);
  if (joined !== seen) {
    setSeen(joined);
    const shown = files.filter((file) => file.status === 'done').map((file) => file.url);
    if (shown.join('\n') !== joined) setFiles(value.map(fromUrl));
  }

  const publish = (list: UploadFile[]) => {
    // A finished upload carries the stored picture's url in its response.
    const next = list.map((file) =>
      file.status === 'done' && !file.url && file.response
        ? {
            ...file,
            url: (file.response as { url: string }).url,
            thumbUrl: consolePictureUrl((file.response as { url: string }).url),
          }
        : file,
    );
    setFiles(next);
    onChange?.(next.filter((file) => file.status === 'done' && file.url).map((file) => file.url!));
  };

  return (
    <Upload
      aria-label={label}
      accept={UPLOAD_TYPES.join(',')}
      listType="picture-card"
      multiple
      fileList={files}
      maxCount={max}
      onChange={({ fileList }) => publish(fileList)}
      customRequest={({ file, onProgress, onSuccess, onError }) => {
        adminUpload(file as File, (percent) => onProgress?.({ percent }))
          .then((data) => onSuccess?.(data))
          .catch((error: Error) => {
            void message.error(error.message);
            onError?.(error);
          });
      }}
    >
      {files.length < max && (
        <button type="button" className="tw-admin-upload-button" aria-label={t('admin.upload.add', { label })}>
          <PlusOutlined />
          <span>{t('admin.upload.addShort')}</span>
        </button>
      )}
    </Upload>
  );
}
