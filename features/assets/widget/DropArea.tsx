import { useDropzone } from 'react-dropzone';
import { useTranslation } from '@base/i18n/useTranslation';
import { formatBytes } from '../uploadRules';
import { inputAccept } from './inputAccept';

interface Props {
  inputId: string;
  label: string;
  multiple: boolean;
  accept: string | undefined;
  image: boolean;
  progress: { loaded: number; total: number } | null;
  describedBy: string | undefined;
  onFiles: (files: File[]) => void;
  onCancel: () => void;
}

/**
 * Drop or click (react-dropzone): the drop area takes dragged files, and a real button opens the
 * file picker from the keyboard. While an upload runs: a progress bar with the bytes sent and
 * a Cancel button.
 */
export function DropArea(props: Props) {
  const { t, culture } = useTranslation();
  const { multiple, progress } = props;
  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    // The widget checks the files itself (translated messages); the only refusal react-dropzone
    // makes here is several files dropped in single mode, which the widget then names.
    onDrop: (accepted, refused) => props.onFiles([...accepted, ...refused.map((r) => r.file)]),
    multiple,
    noClick: true,
    noKeyboard: true,
    disabled: progress !== null,
  });
  if (progress) {
    const percent = progress.total ? Math.round((progress.loaded / progress.total) * 100) : 0;
    return (
      <div className="asset-upload-progress d-flex align-items-center gap-2">
        <progress
          className="flex-grow-1"
          max={100}
          value={percent}
          aria-label={t('Assets.Widget.Uploading', props.label)}
        />
        <span aria-live="polite">
          {t(
            'Assets.Widget.UploadedBytes',
            formatBytes(progress.loaded, culture),
            formatBytes(progress.total, culture),
          )}
        </span>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={props.onCancel}>
          {t('Manager.Cancel')}
        </button>
      </div>
    );
  }
  return (
    <div
      {...getRootProps({
        className: `asset-drop-area border rounded p-3 text-center${isDragActive ? ' border-primary' : ''}`,
      })}
    >
      <input
        {...getInputProps({
          id: props.inputId,
          accept: inputAccept(props.accept, props.image),
        })}
        aria-label={props.label}
      />
      <button
        type="button"
        className="btn btn-outline-primary"
        onClick={open}
        aria-describedby={props.describedBy}
      >
        {t(multiple ? 'Assets.Widget.ChooseFiles' : 'Assets.Widget.ChooseFile')}
      </button>
      <p className="small text-muted mb-0 mt-2">{t('Assets.Widget.DropHere')}</p>
    </div>
  );
}
