import {
  AUDIO_PROFILES,
  MEDIA_LIMITS,
  MEDIA_MODES,
  MEDIA_RESOLUTIONS,
  VIDEO_PROFILES,
} from './media-params.js';

/** One field of the media parameter form (/form/group): its dotted path, control and unit. */
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

/**
 * The form's fields in its order (Enter moves to the next one; the last one submits). Every reader
 * of a media parameter change (the approval's detail, the admins' to-do, `opsdeck approvals show`)
 * lists the changed parameters in this order.
 */
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

const ORDER = new Map(MEDIA_FIELDS.map((f, i) => [f.path, i]));

/**
 * Where a parameter path stands in the form's order; a path the form does not have (a parameter
 * since removed) comes after every field.
 */
export const mediaFieldOrder = (path: string): number => ORDER.get(path) ?? MEDIA_FIELDS.length;

/**
 * How a select's option reads: a mode and a video profile by their label (`Custom`, `High`), a
 * resolution with the multiplication sign (`720×1280`; stored as `720*1280`), an audio profile by
 * its name as it is (`AAC-LC`). A value without a label in this language (one the form no longer
 * offers) reads as stored.
 */
export function optionLabel(t: (key: string) => string, path: string, value: string): string {
  const word = (key: string) => {
    const text = t(key);
    return text === key || text === '' ? value : text;
  };
  if (path.endsWith('.mode')) return word(`mediaForm.modes.${value}`);
  if (path === 'video.encoding.profile') return word(`mediaForm.videoProfiles.${value}`);
  if (path.endsWith('.resolution')) return value.replace('*', '×');
  return value;
}

/**
 * A media parameter's value as the form shows it: a select's option by its label in the reader's
 * language, anything else (a number, the description, '–' for none) as stored.
 */
export function mediaValueText(t: (key: string) => string, path: string, value: string): string {
  const field = MEDIA_FIELDS[mediaFieldOrder(path)];
  return field?.control === 'select' ? optionLabel(t, path, value) : value;
}

/**
 * The i18n key of a media parameter's label (`mediaForm.fields.<path>`), by which every message
 * about it names it ("Encoding max rate must be at most 1,800", not "max …"): the form's own check
 * and the server's answer to a request alike. None for a path the form does not have.
 */
export const mediaFieldLabelKey = (path: string): string | undefined =>
  ORDER.has(path) ? `mediaForm.fields.${path}` : undefined;
