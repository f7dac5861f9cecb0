import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { defineContracts } from '~/shared/contracts/contract';
import { contractQuery } from '~/web/lib/contract-client';

/** The parts of the OpenAPI 3.1 document (GET /api/openapi.json) the reference renders. */
export interface JsonSchema {
  /** `#/components/schemas/X`, or `#/$defs/X` inside the schema that carries `$defs`. */
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  description?: string;
  additionalProperties?: boolean | JsonSchema;
}

export interface ApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

export interface ApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  'x-audience': string;
  parameters?: ApiParameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  tags: Array<{ name: string; description?: string }>;
  paths: Record<string, Record<string, ApiOperation>>;
  components: { schemas: Record<string, JsonSchema> };
}

/*
 * The document's shape as the reference reads it, for the browser's contract below. The server's
 * document carries more keywords (examples, response bodies) than these name: the parse lets them
 * be, and `call()` answers the document as sent.
 */
const jsonSchema: z.ZodType<JsonSchema, JsonSchema> = z.lazy(() =>
  z.object({
    $ref: z.string().optional(),
    $defs: z.record(z.string(), jsonSchema).optional(),
    type: z.union([z.string(), z.array(z.string())]).optional(),
    properties: z.record(z.string(), jsonSchema).optional(),
    required: z.array(z.string()).optional(),
    items: jsonSchema.optional(),
    anyOf: z.array(jsonSchema).optional(),
    oneOf: z.array(jsonSchema).optional(),
    enum: z.array(z.unknown()).optional(),
    format: z.string().optional(),
    pattern: z.string().optional(),
    description: z.string().optional(),
    additionalProperties: z.union([z.boolean(), jsonSchema]).optional(),
  }),
);

const apiOperation = z.object({
  operationId: z.string(),
  summary: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  'x-audience': z.string(),
  parameters: z
    .array(
      z.object({
        name: z.string(),
        in: z.enum(['path', 'query']),
        required: z.boolean(),
        schema: jsonSchema,
      }),
    )
    .optional(),
  requestBody: z.looseObject({ content: z.record(z.string(), z.object({ schema: jsonSchema })) }).optional(),
  responses: z.record(z.string(), z.unknown()),
});

const openApiDocument = z.object({
  openapi: z.string(),
  info: z.object({ title: z.string(), version: z.string(), description: z.string() }),
  tags: z.array(z.object({ name: z.string(), description: z.string().optional() })),
  paths: z.record(z.string(), z.record(z.string(), apiOperation)),
  components: z.object({ schemas: z.record(z.string(), jsonSchema) }),
});

/**
 * GET /api/openapi.json, described for the browser only: the openapi feature serves it as a plain
 * route (the document is built from the routes, so it is not itself one of them), hence it is not
 * in `contractGroups`. `call()` parses the answer by this in development and tests like any other.
 */
export const docsContracts = defineContracts('docs', {
  openApi: {
    method: 'GET',
    path: '/api/openapi.json',
    audience: 'anonymous',
    responses: { 200: openApiDocument },
  },
});

/** The document changes only with a new server version: read once per visit. */
export const openApiQuery = () =>
  queryOptions({ ...contractQuery(docsContracts.openApi), staleTime: Infinity });

export const useOpenApiDocument = () => useQuery(openApiQuery());
