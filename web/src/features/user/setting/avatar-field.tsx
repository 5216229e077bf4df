import { Button, Classes } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { useClient } from '../lib/use-client.ts';

const SIZE = 256;

/** Cuts the centred square out of a picture and scales it to 256 px, as PNG. */
async function squareCrop(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const side = Math.min(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  ctx.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, SIZE, SIZE);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no blob'))), 'image/png'),
  );
}

/** The avatar: the picture, and a button that uploads a new one cropped square. */
export function AvatarField({
  name,
  value,
  onChange,
}: {
  name: string;
  value: string;
  onChange: (url: string) => void;
}) {
  const { t } = useTranslation();
  const client = useClient();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function pick(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    try {
      // the upload call brings the upload schemas and zod: loaded with the first picture picked
      const [blob, { uploadImage }] = await Promise.all([squareCrop(file), import('./avatar-upload.ts')]);
      const result = await uploadImage(client, blob, { fileName: 'avatar.png' });
      onChange(result.url);
    } catch {
      // the client toasted why the upload failed
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="od-avatar-field">
      <UserAvatar name={name} src={value} size={80} />
      <div>
        <Button
          icon="camera"
          loading={busy}
          text={busy ? t('account.setting.uploading') : t('account.setting.uploadAvatar')}
          onClick={() => input.current?.click()}
        />
        <div className={Classes.TEXT_MUTED}>{t('account.setting.cropNote')}</div>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          hidden
          aria-label={t('account.setting.uploadAvatar')}
          onChange={(e) => void pick(e.target.files?.[0])}
        />
      </div>
    </div>
  );
}
