export { CODES, isSessionGoneCode, OTP_HEADER, SESSION_GONE_CODES } from './codes.js';
export { AbortError, ApiError, BugError, CancelError, type FieldError, UsageError } from './errors.js';
