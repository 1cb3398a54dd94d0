import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import { Button } from 'antd-mobile';
import { CloseOutline } from '@/components/icons/close-outline';
import { PictureOutline } from '@/components/icons/picture-outline';
import { useTranslation } from '@/i18n/use-translation';
import { UPLOAD_MAX_MB, UPLOAD_TYPES } from '@/api/upload';
import { useImageUploads, type ShownImage } from './use-image-uploads';
import './image-upload.css';
import './visually-hidden.css';

type Common = {
  /** The picker's accessible and visible name, e.g. "Upload payment evidence". */
  label: string;
  /** Form.Item passes its field id, so its label points at the picker. */
  id?: string;
  /** True while a picture is on its way (a form may hold its submit meanwhile). */
  onUploadingChange?: (uploading: boolean) => void;
};
/** Without `max`: one picture, its url the value. With `max`: up to that many, their urls the value. */
type Single = { max?: undefined; value?: string; onChange?: (url: string) => void };
type Multiple = { max: number; value?: string[]; onChange?: (urls: string[]) => void };
export type ImageUploadProps = Common & (Single | Multiple);

const listOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value : value ? [value] : []);

/**
 * Pick pictures, see them, watch them upload ("Uploading… 42%", then "Upload complete"), replace or remove
 * them. A file that is not a JPEG, PNG or WebP picture, or is over 5 MB, is refused before it is sent.
 */
export function ImageUpload(props: ImageUploadProps) {
  const { label, onUploadingChange } = props;
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const ownId = useId();
  const inputId = props.id || `${ownId}-input`;
  const single = props.max === undefined;
  const commit = (urls: string[]) => {
    if (props.max === undefined) props.onChange?.(urls[0] ?? '');
    else props.onChange?.(urls);
  };
  const uploads = useImageUploads(listOf(props.value), props.max ?? 1, single, commit);
  const { uploading } = uploads;

  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange]);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    uploads.add(Array.from(event.target.files ?? []));
    event.target.value = ''; // the same file may be picked again after a removal
  };

  const problem = uploads.problem;
  const problemText =
    problem &&
    (problem.kind === 'count'
      ? t('upload.tooMany', { max: props.max })
      : t(problem.kind === 'type' ? 'upload.wrongType' : 'upload.tooLarge', { name: problem.name, mb: UPLOAD_MAX_MB }));

  return (
    <div className={single ? 'image-upload image-upload--single' : 'image-upload'}>
      <input
        ref={input}
        id={inputId}
        className="visually-hidden"
        type="file"
        accept={UPLOAD_TYPES.join(',')}
        multiple={!single}
        aria-label={label}
        aria-describedby={`${ownId}-hint`}
        onChange={pick}
      />
      <ul className="image-upload__grid">
        {uploads.shown.map((image, index) => (
          <UploadedImage key={image.key} image={image} number={index + 1} />
        ))}
        {uploads.canAdd && (
          <li>
            <label htmlFor={inputId} className="image-upload__add" aria-hidden="true">
              <PictureOutline className="image-upload__add-icon" />
              <span className="image-upload__add-label">{label}</span>
            </label>
          </li>
        )}
      </ul>
      <p id={`${ownId}-hint`} className="image-upload__hint">
        {t('upload.hint', { mb: UPLOAD_MAX_MB })}
        {!single && ` · ${t('upload.count', { count: uploads.shown.length, max: props.max })}`}
      </p>
      {single && uploads.shown.length > 0 && (
        <Button size="small" shape="rounded" fill="outline" color="primary" onClick={() => input.current?.click()}>
          {t('upload.replace')}
        </Button>
      )}
      {problemText && (
        <p className="image-upload__problem" role="alert">
          {problemText}
        </p>
      )}
    </div>
  );
}

function UploadedImage({ image, number }: { image: ShownImage; number: number }) {
  const { t } = useTranslation();
  const name = t('upload.picture', { number });
  return (
    <li className="image-upload__item">
      {image.preview ? (
        <img className="image-upload__preview" src={image.preview} alt={name} />
      ) : (
        <span className="image-upload__preview image-upload__preview--blank" role="img" aria-label={name}>
          <PictureOutline aria-hidden />
        </span>
      )}
      {image.percent !== null ? (
        <div className="image-upload__progress">
          <div
            className="image-upload__bar"
            role="progressbar"
            aria-label={name}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={image.percent}
          >
            <span style={{ width: `${image.percent}%` }} />
          </div>
          <span>{t('upload.uploading', { percent: image.percent })}</span>
        </div>
      ) : (
        image.fresh && (
          <span className="image-upload__done" role="status">
            {t('success.uploaded')}
          </span>
        )
      )}
      <button
        type="button"
        className="image-upload__remove"
        aria-label={t('upload.remove', { number })}
        onClick={image.remove}
      >
        <CloseOutline aria-hidden />
      </button>
    </li>
  );
}
