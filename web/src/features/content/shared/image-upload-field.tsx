import './content.css';
import { Button, Classes, FileInput, FormGroup, Icon, Intent, ProgressBar } from '@blueprintjs/core';
import type { UploadResult } from '@opsdeck/shared/schemas';
import { DEFAULT_UPLOAD_MAX_BYTES } from '@opsdeck/shared/schemas';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes, IMAGE_ACCEPT } from './upload-checks.ts';
import { useImageUpload } from './use-image-upload.ts';

export interface ImageUploadFieldProps {
  id: string;
  label: string;
  /** The image URL the form holds now ('' for none). */
  value: string;
  /** The server's answer for a new upload (and the file's name), or null when removed or failed. */
  onUploaded: (result: UploadResult | null, fileName?: string) => void;
  /** A message for this field from the form (schema or server). */
  error?: string;
  /** `wallpaper`: a tall preview with the dimensions; `cover`: a small one. */
  variant?: 'cover' | 'wallpaper';
  required?: boolean;
  disabled?: boolean;
}

/**
 * An image field: choose (or drop) a PNG, JPEG or WebP file; it is checked in the browser (type from
 * its bytes, size), previewed with its dimensions, and uploaded at once. Problems show under the
 * field: the browser's checks, or the server's own message (413, 415…).
 */
export function ImageUploadField(props: ImageUploadFieldProps) {
  const { t } = useTranslation();
  const { value, onUploaded, variant = 'cover' } = props;
  const upload = useImageUpload(onUploaded);
  const [dragging, setDragging] = useState(false);
  const { picked, progress, problem } = upload;
  const shown = picked?.previewUrl ?? (value || null);
  const message = problem ?? props.error;
  const busy = progress !== null;

  function onDrop(e: DragEvent<HTMLDivElement>) {
    e.preventDefault();
    setDragging(false);
    const file = e.dataTransfer.files[0];
    if (file && !props.disabled) void upload.pick(file);
  }

  const meta = picked
    ? [
        picked.width !== null
          ? t('contentWeb.upload.dimensions', { width: picked.width, height: picked.height })
          : null,
        formatBytes(picked.size),
        picked.kind?.toUpperCase(),
      ]
        .filter(Boolean)
        .join(' · ')
    : null;

  return (
    <FormGroup
      label={props.label}
      labelFor={props.id}
      labelInfo={props.required ? '*' : undefined}
      intent={message ? Intent.DANGER : Intent.NONE}
      helperText={
        <span data-testid={`${props.id}-message`}>
          {message ?? t('contentWeb.upload.hint', { max: formatBytes(DEFAULT_UPLOAD_MAX_BYTES) })}
        </span>
      }
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is a shortcut; the file input is the accessible way */}
      <div
        className={`od-upload od-upload-${variant}${dragging ? ' od-upload-dragging' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <div className="od-upload-preview">
          {shown ? (
            <img src={shown} alt={t('contentWeb.upload.previewAlt')} data-testid={`${props.id}-preview`} />
          ) : (
            <div className={`od-upload-empty ${Classes.TEXT_MUTED}`}>
              <Icon icon="media" size={16} />
              <span>{t('contentWeb.upload.drop')}</span>
            </div>
          )}
        </div>
        <div className="od-upload-side">
          <FileInput
            fill
            disabled={props.disabled || busy}
            hasSelection={picked !== null}
            text={picked?.name ?? t('contentWeb.upload.choose')}
            buttonText={t('contentWeb.upload.browse')}
            inputProps={{ id: props.id, name: props.id, accept: IMAGE_ACCEPT }}
            onInputChange={(e) => {
              const file = e.currentTarget.files?.[0];
              e.currentTarget.value = '';
              if (file) void upload.pick(file);
            }}
          />
          {meta && (
            <span className={Classes.TEXT_MUTED} data-testid={`${props.id}-meta`}>
              {meta}
            </span>
          )}
          {busy && <ProgressBar intent={Intent.PRIMARY} value={progress ?? undefined} />}
          {!busy && picked && !problem && value && (
            <span className="od-upload-done" data-testid={`${props.id}-done`}>
              <Icon icon="tick-circle" intent={Intent.SUCCESS} size={14} /> {t('contentWeb.upload.uploaded')}
            </span>
          )}
          {(shown || problem) && !props.required && (
            <Button
              variant="minimal"
              size="small"
              icon="cross"
              text={t('contentWeb.upload.remove')}
              disabled={props.disabled || busy}
              onClick={upload.clear}
            />
          )}
        </div>
      </div>
    </FormGroup>
  );
}
