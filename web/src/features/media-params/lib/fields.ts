import {
  AUDIO_PROFILES,
  MEDIA_LIMITS,
  MEDIA_MODES,
  MEDIA_RESOLUTIONS,
  type MediaParams,
  VIDEO_PROFILES,
} from '@opsdeck/shared/schemas';

/** One field of the form: its dotted path in the parameters, control and unit. */
export interface MediaField {
  path: string;
  group: 'video' | 'audio' | 'other';
  control: 'select' | 'number' | 'text';
  options?: readonly string[];
  unit?: string;
  range?: { min: number; max: number };
}

const fps = MEDIA_LIMITS.frameRate;
const rate = MEDIA_LIMITS.videoRate;

/** The form's fields in order (Enter moves to the next one; the last one submits). */
export const MEDIA_FIELDS: readonly MediaField[] = [
  { path: 'video.mode', group: 'video', control: 'select', options: MEDIA_MODES },
  { path: 'video.acquisition.resolution', group: 'video', control: 'select', options: MEDIA_RESOLUTIONS },
  { path: 'video.acquisition.frameRate', group: 'video', control: 'number', unit: 'fps', range: fps },
  { path: 'video.encoding.resolution', group: 'video', control: 'select', options: MEDIA_RESOLUTIONS },
  { path: 'video.encoding.rate.min', group: 'video', control: 'number', unit: 'bps', range: rate },
  { path: 'video.encoding.rate.max', group: 'video', control: 'number', unit: 'bps', range: rate },
  { path: 'video.encoding.rate.default', group: 'video', control: 'number', unit: 'bps', range: rate },
  { path: 'video.encoding.frameRate', group: 'video', control: 'number', unit: 'fps', range: fps },
  { path: 'video.encoding.profile', group: 'video', control: 'select', options: VIDEO_PROFILES },
  { path: 'audio.mode', group: 'audio', control: 'select', options: MEDIA_MODES },
  { path: 'audio.acquisition.channels', group: 'audio', control: 'number', range: MEDIA_LIMITS.channels },
  { path: 'audio.encoding.channels', group: 'audio', control: 'number', range: MEDIA_LIMITS.channels },
  {
    path: 'audio.encoding.rate',
    group: 'audio',
    control: 'number',
    unit: 'kbps',
    range: MEDIA_LIMITS.audioRate,
  },
  { path: 'audio.encoding.profile', group: 'audio', control: 'select', options: AUDIO_PROFILES },
  { path: 'description', group: 'other', control: 'text' },
];

/**
 * How a select's option reads: a mode and a video profile by their label (`Custom`, `High`), a
 * resolution with the multiplication sign (`720×1280`; stored as `720*1280`), an audio profile by
 * its name as it is (`AAC-LC`).
 */
export function optionLabel(t: (key: string) => string, path: string, value: string): string {
  if (path.endsWith('.mode')) return t(`mediaForm.modes.${value}`);
  if (path === 'video.encoding.profile') return t(`mediaForm.videoProfiles.${value}`);
  if (path.endsWith('.resolution')) return value.replace('*', '×');
  return value;
}

/** The form's values: one string per field path. */
export type MediaValues = Record<string, string>;

function get(obj: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], obj);
}

/** The parameters as form values. */
export function toValues(p: MediaParams): MediaValues {
  return Object.fromEntries(MEDIA_FIELDS.map((f) => [f.path, String(get(p, f.path) ?? '')]));
}

/** The form values as the request body (numbers where the schema wants numbers; the schema checks). */
export function toBody(values: MediaValues): unknown {
  const out: Record<string, unknown> = {};
  for (const f of MEDIA_FIELDS) {
    const raw = values[f.path] ?? '';
    const value = f.control === 'number' ? (raw.trim() === '' ? undefined : Number(raw)) : raw;
    const keys = f.path.split('.');
    let node = out;
    for (const k of keys.slice(0, -1)) {
      if (node[k] === undefined) node[k] = {};
      node = node[k] as Record<string, unknown>;
    }
    node[keys[keys.length - 1] as string] = value;
  }
  return out;
}
