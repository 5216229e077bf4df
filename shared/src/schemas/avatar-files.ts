/**
 * Avatars stored as `data:` URLs (the seed's initials, a picture set in the profile) are also served
 * by URL: `/avatars/<sha256 hex of the data URL>.<ext>` at the server's root, public and immutable
 * (the name is the content's hash), so a script or a terminal gets a link, not the picture's bytes.
 */
export const AVATAR_FILES_PATH = '/avatars';

/** The picture types an avatar may be, and the extension of each. */
export const AVATAR_TYPES: Readonly<Record<string, string>> = {
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** The parts of an image `data:` URL: its type, whether base64, and the data. */
export function parseImageDataUrl(value: string): { type: string; base64: boolean; data: string } | null {
  const match = /^data:(image\/[a-z0-9.+-]+)((?:;[^;,]*)*),(.*)$/is.exec(value);
  if (!match?.[1] || match[3] === undefined) return null;
  const type = match[1].toLowerCase();
  if (!AVATAR_TYPES[type]) return null;
  const params = (match[2] ?? '').toLowerCase().split(';');
  return { type, base64: params.includes('base64'), data: match[3] };
}

/**
 * The path an avatar is served at: a `data:` URL's file under AVATAR_FILES_PATH (`sha256Hex` is the
 * hash of the whole URL, made by the caller: node's crypto on the server and the CLI); any other
 * value (an uploaded file's path, an http(s) URL, '') is returned as it is.
 */
export function avatarPath(avatar: string, sha256Hex: (text: string) => string): string {
  const parsed = parseImageDataUrl(avatar);
  if (!parsed) return avatar;
  return `${AVATAR_FILES_PATH}/${sha256Hex(avatar)}.${AVATAR_TYPES[parsed.type]}`;
}
