import { type AxiosInstance, type AxiosResponse, isAxiosError } from 'axios';
import { FOREIGN_ANSWER_CODE } from '../errors.js';

/** An OpsDeck answer is a `{ code, message, data }` envelope (the shared client reads the same). */
const isEnvelope = (body: unknown) => body !== null && typeof body === 'object' && 'code' in body;

/** Replaces a body that is not an envelope by one the client fails with: the foreign code, the content type. */
function mark(res: AxiosResponse): AxiosResponse {
  // a CSV asked for as text (a job's result download) is the answer itself, not an envelope
  const csv = String(res.headers['content-type'] ?? '').startsWith('text/csv');
  if (csv && res.config.responseType === 'text') return res;
  if (!isEnvelope(res.data)) {
    const type = String(res.headers['content-type'] ?? '').split(';')[0] || 'no content type';
    res.data = { code: FOREIGN_ANSWER_CODE, message: type };
  }
  return res;
}

/**
 * Makes every answer that is not OpsDeck's (an HTML page, another API's 404) fail with
 * FOREIGN_ANSWER_CODE, so the CLI can say the address is not an OpsDeck server instead of passing
 * on "Request failed with status code 404".
 */
export function markForeignAnswers(instance: AxiosInstance): void {
  instance.interceptors.response.use(mark, (err: unknown) => {
    if (isAxiosError(err) && err.response) mark(err.response);
    return Promise.reject(err);
  });
}
