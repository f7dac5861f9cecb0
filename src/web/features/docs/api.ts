import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/web/lib/api-client';

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

export const docsKeys = {
  all: ['docs'] as const,
  openApi: () => [...docsKeys.all, 'openapi'] as const,
};

/** The document changes only with a new server version: read once per visit. */
export const openApiQuery = () =>
  queryOptions({
    queryKey: docsKeys.openApi(),
    queryFn: () => apiFetch<OpenApiDocument>('/api/openapi.json'),
    staleTime: Infinity,
  });

export const useOpenApiDocument = () => useQuery(openApiQuery());
