/** localStorage key of the login form's remembered state (screens.md §1.5). */
export const LOGIN_CONFIG_KEY = 'login-config';

/**
 * What the login form remembers on this device. Only the phone: a password in localStorage would
 * be readable by any script on the page, and "encrypting" it with a key the page also holds would
 * not change that. The password is left to the browser's password manager (see password-credential.ts).
 */
export interface LoginConfig {
  rememberPassword: boolean;
  phone: string;
}

const EMPTY: LoginConfig = { rememberPassword: false, phone: '' };

/** The remembered state; anything unreadable counts as nothing remembered. */
export function readLoginConfig(storage: Pick<Storage, 'getItem'> = localStorage): LoginConfig {
  try {
    const raw: unknown = JSON.parse(storage.getItem(LOGIN_CONFIG_KEY) ?? 'null');
    if (raw === null || typeof raw !== 'object') return EMPTY;
    const { rememberPassword, phone } = raw as Record<string, unknown>;
    return {
      rememberPassword: rememberPassword === true,
      phone: rememberPassword === true && typeof phone === 'string' ? phone : '',
    };
  } catch {
    return EMPTY;
  }
}

/** Saves the choice after a successful sign-in: the phone when remembering, nothing otherwise. */
export function saveLoginConfig(config: LoginConfig, storage: Pick<Storage, 'setItem'> = localStorage): void {
  const value: LoginConfig = config.rememberPassword
    ? { rememberPassword: true, phone: config.phone }
    : EMPTY;
  storage.setItem(LOGIN_CONFIG_KEY, JSON.stringify(value));
}
