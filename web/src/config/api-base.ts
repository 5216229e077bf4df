/**
 * The API's base URL from VITE_API_BASE_URL: '/api' when unset or blank, else the value without
 * its trailing slashes. Pure, so the build (index.html's inline script) and the console agree.
 */
export function apiBaseFrom(raw: unknown): string {
  return typeof raw === 'string' && raw.trim() !== '' ? raw.trim().replace(/\/+$/, '') : '/api';
}
