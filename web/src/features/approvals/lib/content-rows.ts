import type { Approval } from '@opsdeck/shared/schemas';

/** Flattens nested parameters into dotted keys: `{video: {fps: 15}}` → `video.fps`. */
export function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return prefix ? { [prefix]: value } : {};
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) Object.assign(out, flatten(v, prefix ? `${prefix}.${k}` : k));
  return out;
}

/** The three steps of the process and how far the request got (0 commit, 1 approval, 2 finish). */
export function currentStep(a: Pick<Approval, 'status'>): number {
  return a.status === 'pending' ? 1 : 2;
}
