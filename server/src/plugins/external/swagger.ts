import swagger from '@fastify/swagger';
import { IDEMPOTENCY_HEADER, UPLOAD_FIELD } from '@opsdeck/shared/schemas';
import fp from 'fastify-plugin';
import {
  createJsonSchemaTransform,
  jsonSchemaTransform,
  jsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { SERVER_VERSION } from '../../version.js';
import { inputOverride } from './openapi-input-rules.js';

type JsonObject = Record<string, unknown>;

/** The error envelope `{ code, message, details? }` every 4xx and 5xx answers with. */
const errorEnvelope = {
  type: 'object',
  properties: {
    code: { type: 'integer' },
    message: { type: 'string' },
    details: {
      type: 'array',
      items: {
        type: 'object',
        properties: { field: { type: 'string' }, rule: { type: 'string' }, message: { type: 'string' } },
        required: ['field', 'rule', 'message'],
      },
    },
  },
  required: ['code', 'message'],
};

const ERRORS: Record<string, string> = {
  400: 'Bad input: details name each field and the rule it broke',
  401: 'Not signed in, or the session is no longer valid',
  403: 'The role may not use this',
  404: 'Not found',
  409: 'Conflict: the row changed, or the key was used for another request',
  413: 'The body is too large',
  415: 'Unsupported content type',
  429: 'Too many requests; Retry-After says when to try again',
  500: 'Internal server error (logged with the request id)',
  503: 'The server is starting (preparing its database) or shutting down: see GET /api/health/ready',
};

/** Re-issues and re-issue jobs carry an Idempotency-Key (required unless dryRun is true); task records always do. */
const IDEMPOTENT = /\/(member\/patch-(coin|vip)|reissue-jobs)$/;
const IDEMPOTENT_ALWAYS = /\/tasks\/(checkin|invite)$/;

/** `get /api/admin/members/{id}` → `getAdminMembersById`. */
function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split(/[/\-_]/)
    .filter(Boolean)
    .map((w) => (/^[{:]/.test(w) ? `by-${w.replace(/[{}:]/g, '')}` : w))
    .flatMap((w) => w.split('-'));
  return [method.toLowerCase(), ...words.map((w) => w.charAt(0).toUpperCase() + w.slice(1))].join('');
}

/**
 * The request parts (params, query, body, headers) as zod converts them, plus the rules zod's
 * conversion leaves out (openapi-input-rules.ts), so that what the document allows the validation
 * accepts. The answers keep zod's own conversion.
 */
const requestTransform = createJsonSchemaTransform({
  zodToJsonConfig: {
    override: (ctx) => {
      collapseNullable(ctx.jsonSchema as JsonObject);
      const items = (ctx.jsonSchema as JsonObject).items;
      if (items && typeof items === 'object' && !Array.isArray(items)) collapseNullable(items as JsonObject);
      inputOverride(ctx as { zodSchema: unknown; jsonSchema: JsonObject });
    },
  },
});

/** OpenAPI 3.0 has no null type: `anyOf: [X, {enum: [null]}]` is X with `nullable: true` (as the type provider does). */
function collapseNullable(json: JsonObject): void {
  const anyOf = json.anyOf as JsonObject[] | undefined;
  if (!anyOf) return;
  // no empty branch, and no branch twice (a tuple of two alike items converts to an anyOf of both)
  const kept = anyOf.filter(
    (s, i) =>
      Object.keys(s).length > 0 && anyOf.findIndex((o) => JSON.stringify(o) === JSON.stringify(s)) === i,
  );
  const isNull = (s: JsonObject) =>
    s.nullable === true && Array.isArray(s.enum) && s.enum.length === 1 && s.enum[0] === null;
  const others = kept.filter((s) => !isNull(s));
  if (others.length === kept.length || others.length === 0) {
    if (kept.length === 1) {
      delete json.anyOf;
      Object.assign(json, kept[0]);
    } else json.anyOf = kept;
    return;
  }
  if (others.length === 1) {
    delete json.anyOf;
    Object.assign(json, others[0], { nullable: true });
  } else {
    json.anyOf = others;
    json.nullable = true;
  }
}

/**
 * Per route: the zod schemas as JSON schema, plus what zod cannot say: the error answers, the
 * Idempotency-Key header of re-issues, the multipart body of uploads, and no token on public routes.
 */
const transform: typeof jsonSchemaTransform = (input) => {
  const out = jsonSchemaTransform(input) as { schema: JsonObject; url: string };
  const request = requestTransform(input) as unknown as { schema: JsonObject };
  const schema = { ...out.schema };
  for (const part of ['params', 'querystring', 'body', 'headers']) {
    if (request.schema?.[part] !== undefined) schema[part] = request.schema[part];
  }
  const method = String(Array.isArray(input.route.method) ? input.route.method[0] : input.route.method);
  schema.summary ??= `${method} ${out.url}`;
  schema.operationId ??= operationId(method, out.url);
  const isPublic = (input.route.config as { public?: boolean } | undefined)?.public === true;
  if (isPublic) schema.security = [];
  const errors = Object.entries(ERRORS).filter(([status]) => !isPublic || !['401', '403'].includes(status));
  const response = { ...((schema.response as JsonObject | undefined) ?? {}) };
  for (const [status, description] of errors) {
    if (!(status in response)) response[status] = { description, ...errorEnvelope };
  }
  schema.response = response;
  const always = method === 'POST' && IDEMPOTENT_ALWAYS.test(out.url);
  if ((method === 'POST' && IDEMPOTENT.test(out.url)) || always) {
    schema.headers = {
      type: 'object',
      properties: {
        [IDEMPOTENCY_HEADER]: {
          type: 'string',
          pattern: '^[\\x21-\\x7e]{1,128}$',
          description: always
            ? 'The same key and body replay the first answer'
            : 'Required unless dryRun is true: the same key and body replay the first answer',
        },
      },
      ...(always ? { required: [IDEMPOTENCY_HEADER] } : {}),
    };
  }
  const consumes = schema.consumes as string[] | undefined;
  if (consumes?.includes('multipart/form-data')) {
    schema.body = {
      type: 'object',
      properties: {
        [UPLOAD_FIELD]: { type: 'string', format: 'binary', description: 'A PNG, JPEG or WebP image' },
      },
      required: [UPLOAD_FIELD],
    };
  }
  return { ...out, schema };
};

/** OpenAPI 3 document generated from the routes' zod schemas (served at GET /api/openapi.json). */
export const swaggerPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'OpsDeck API',
          version: SERVER_VERSION,
          description:
            'The OpsDeck back-office API. Every answer is `{ code, message, data }` or an error envelope.',
          license: { name: 'Proprietary', url: 'https://example.com/license' },
        },
        servers: [{ url: '/' }],
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        },
        security: [{ bearer: [] }],
      },
      transform,
      transformObject: jsonSchemaTransformObject,
    });
  },
  { name: 'swagger' },
);
