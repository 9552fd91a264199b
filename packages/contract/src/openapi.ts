/**
 * OpenAPI 3.1 document generated from the contract, so the served API docs can
 * never drift from the schemas the server validates with.
 */
import { z } from 'zod';
import { calls } from './catalogue';
import { callPath, errorEnvelope, type CallDef } from './define';

export interface OpenApiOptions {
  title: string;
  version: string;
  /** Absolute or relative server URL; default '/' (same origin). */
  serverUrl?: string;
  description?: string;
}

type JsonSchema = Record<string, unknown>;

export interface OpenApiParameter {
  name: string;
  in: 'query';
  required: boolean;
  schema: JsonSchema;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
  /** [] = public; otherwise the bearer scheme. */
  security: Record<string, string[]>[];
  /** Roles that may call it, checked before the body is read (define.ts CallAccess). */
  'x-access'?: string;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description?: string };
  servers: { url: string }[];
  /** path → lower-case method → operation. */
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, unknown>;
    responses: Record<string, unknown>;
  };
  tags: { name: string }[];
}

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // unrepresentable: 'any' because transforms/refinements have no JSON Schema form.
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** Error statuses every call can answer, all with the `{status:false, message}` envelope. */
const ERROR_RESPONSES: Record<string, string> = {
  '400': 'Malformed request.',
  '401': 'Missing, invalid or expired bearer token (or wrong OTP).',
  '403': 'Signed in but not allowed (e.g. not a manager of the club).',
  '404': 'Record not found.',
  '413': 'Uploaded image too large.',
  '422': 'Validation failed; message names the field ("field: reason").',
  '429': 'Too many requests (OTP and login are rate limited).',
};

/** Tag = the contract file a call lives in, guessed from its name for grouping in the docs UI. */
function tagOf(name: string): string {
  if (['login', 'otp-verify', 'logout'].includes(name)) return 'auth';
  if (name.includes('business')) return 'business';
  if (name.includes('club_activit') || name.startsWith('get_district_activ') || name.startsWith('get_district_event'))
    return 'activities';
  if (name.includes('club')) return 'clubs';
  if (name.includes('member') && name !== 'update_member_profile') return 'members';
  if (name === 'get-profile-details' || name === 'update_member_profile') return 'profile';
  if (name === 'get_dashboard') return 'dashboard';
  if (name === 'get_greetings') return 'greetings';
  if (name === 'get_contact') return 'contact';
  if (name === 'get_other_type') return 'others';
  if (name === 'get_profile_list' || name === 'get_leader_profile') return 'leaders';
  return 'directory';
}

function operation(def: CallDef): OpenApiOperation {
  const op: OpenApiOperation = {
    operationId: def.name,
    summary: def.summary,
    tags: [def.tag ?? tagOf(def.name)],
    responses: {},
    security: def.auth ? [{ bearerAuth: [] }] : [],
    ...(def.access ? { 'x-access': def.access } : {}),
  };
  const input = toSchema(def.request, 'input');

  if (def.method === 'GET') {
    const props = (input.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((input.required ?? []) as string[]);
    op.parameters = Object.entries(props).map(([name, schema]) => ({
      name,
      in: 'query',
      required: required.has(name),
      schema,
    }));
  } else {
    const content: Record<string, { schema: JsonSchema }> = { 'application/json': { schema: input } };
    if (def.files?.length) {
      const props = { ...((input.properties ?? {}) as Record<string, JsonSchema>) };
      const required = [...((input.required ?? []) as string[])];
      for (const f of def.files) {
        props[f.name] = { type: 'string', format: 'binary', contentMediaType: 'image/*' };
        if (f.required) required.push(f.name);
      }
      content['multipart/form-data'] = {
        schema: { type: 'object', properties: props, ...(required.length ? { required } : {}) },
      };
    }
    op.requestBody = { required: true, content };
  }

  const responses: Record<string, unknown> = {
    '200': { description: 'Success', content: { 'application/json': { schema: toSchema(def.response, 'output') } } },
  };
  for (const code of Object.keys(ERROR_RESPONSES)) {
    // Public calls list 401 too: a wrong or expired OTP answers 401.
    responses[code] = { $ref: `#/components/responses/Error${code}` };
  }
  op.responses = responses;
  return op;
}

export function buildOpenApi(options: OpenApiOptions): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  for (const def of Object.values(calls) as CallDef[]) {
    paths[callPath(def.name)] = { ...paths[callPath(def.name)], [def.method.toLowerCase()]: operation(def) };
    tags.add(def.tag ?? tagOf(def.name));
  }
  const responses: Record<string, unknown> = {};
  for (const [code, description] of Object.entries(ERROR_RESPONSES)) {
    responses[`Error${code}`] = {
      description,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: options.title,
      version: options.version,
      ...(options.description ? { description: options.description } : {}),
    },
    servers: [{ url: options.serverUrl ?? '/' }],
    paths,
    components: {
      schemas: { ErrorEnvelope: toSchema(errorEnvelope, 'output') },
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'Token from otp-verify.' } },
      responses,
    },
    tags: [...tags].sort().map((name) => ({ name })),
  };
}
