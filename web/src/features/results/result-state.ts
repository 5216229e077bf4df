/**
 * What a flow hands to /result/success or /result/error in the router state (`{ result: ... }`).
 * Every text is already in the user's language. Router state survives a reload but may be anything
 * (an old entry, a hand-made link), so `resultOf` checks it before the pages use it.
 */
export interface ResultState {
  /** A headline above the submitted lines (e.g. "Channel Spring (ch0007) created"). */
  headline?: string;
  /** What was submitted, one label and value per line. */
  lines: ResultLine[];
  /** The server's message (error page). */
  message?: string;
  /** HTTP status of the failure; 0 when the server could not be reached (error page). */
  status?: number;
  /** Field errors of the failure, already worded (error page). */
  details?: string[];
  /** Buttons: a path to go to, with router state to carry (e.g. the draft to correct). */
  actions?: ResultAction[];
}

export interface ResultLine {
  label: string;
  value: string;
}

export interface ResultAction {
  label: string;
  path: string;
  state?: unknown;
  primary?: boolean;
}

const isString = (v: unknown): v is string => typeof v === 'string';

function lineOf(v: unknown): ResultLine | null {
  if (!v || typeof v !== 'object') return null;
  const { label, value } = v as Record<string, unknown>;
  return isString(label) && isString(value) ? { label, value } : null;
}

function actionOf(v: unknown): ResultAction | null {
  if (!v || typeof v !== 'object') return null;
  const a = v as Record<string, unknown>;
  if (!isString(a.label) || !isString(a.path) || !a.path.startsWith('/')) return null;
  return { label: a.label, path: a.path, state: a.state, primary: a.primary === true };
}

/** The result in a location's state, or null when there is none (or it is not one). */
export function resultOf(state: unknown): ResultState | null {
  if (!state || typeof state !== 'object') return null;
  const r = (state as { result?: unknown }).result;
  if (!r || typeof r !== 'object') return null;
  const raw = r as Record<string, unknown>;
  if (!Array.isArray(raw.lines)) return null;
  return {
    headline: isString(raw.headline) ? raw.headline : undefined,
    lines: raw.lines.map(lineOf).filter((l): l is ResultLine => l !== null),
    message: isString(raw.message) ? raw.message : undefined,
    status: typeof raw.status === 'number' ? raw.status : undefined,
    details: Array.isArray(raw.details) ? raw.details.filter(isString) : undefined,
    actions: Array.isArray(raw.actions)
      ? raw.actions.map(actionOf).filter((a): a is ResultAction => a !== null)
      : undefined,
  };
}
