import { translate } from '@opsdeck/shared/i18n';
import { fieldLabel } from '@opsdeck/shared/schemas';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../errors.js';

/**
 * Characters no text field takes: NUL and the other C0 controls except tab, line feed and carriage
 * return, DEL, the C1 controls, lone UTF-16 surrogates and the two non-characters U+FFFE/U+FFFF.
 * PostgreSQL refuses NUL in text, XML (the cover renderer) refuses the rest.
 */
export const CONTROL_CHARS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const MAX_DEPTH = 64;

/** The path (`a.0.b`) of the first string, or object key, holding a control character; null if none. */
export function findControlChar(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return CONTROL_CHARS.test(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Buffer.isBuffer(value)) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlChar(value[i], [...path, String(i)], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, inner] of Object.entries(value)) {
    if (CONTROL_CHARS.test(key)) return [...path, key.replace(CONTROL_CHARS, '?')];
    const found = findControlChar(inner, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

function refuse(request: FastifyRequest, path: string[]): HttpError {
  const field = path.join('.');
  const params = { field: fieldLabel(request.locale, field) };
  const message = translate(request.locale, 'validation.controlChar', params);
  return new HttpError(400, 'validation.controlChar', params, {
    details: [{ field, rule: 'controlChar', message }],
  });
}

/**
 * One check for every route, before any schema runs: no string in the path parameters, the query
 * or a JSON body (keys included) may hold a control character (CONTROL_CHARS). The caller gets a
 * 400 naming the field, and nothing reaches a service, the database or the renderer.
 */
export const inputGuardPlugin = fp(
  async (app) => {
    app.addHook('preValidation', (request, _reply, done) => {
      for (const part of [request.params, request.query, request.body]) {
        const found = findControlChar(part);
        if (found) return done(refuse(request, found));
      }
      done();
    });
  },
  { name: 'input-guard', dependencies: ['locale'] },
);
