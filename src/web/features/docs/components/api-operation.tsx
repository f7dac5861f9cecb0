import { ChevronRight } from 'lucide-react';
import { Badge } from '~/web/components/ui/badge';
import { cn } from '~/web/lib/utils';
import type { ApiOperation, JsonSchema } from '../api';
import { answerSchema } from './answer-fields';
import { AnswerFields } from './answer-table';
import { bodyVariants, fieldRows, limitsText, typeText, type FieldRow } from './schema-text';

export interface OperationEntry {
  method: string;
  path: string;
  op: ApiOperation;
}

type Schemas = Record<string, JsonSchema>;

const methodStyles: Record<string, string> = {
  get: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  post: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  patch: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  put: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  delete: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
};

export const audienceLabels: Record<string, string> = {
  anonymous: 'Anyone',
  user: 'Signed-in user',
  project_member: 'Project member',
  project_owner: 'Project owner',
  admin: 'Admin',
  super_admin: 'Super admin',
};

const responseMeaning: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '204': 'No content: the answer has no body',
  '2XX': 'Success',
  '400': 'VALIDATION_ERROR or BAD_REQUEST, with fields',
  '401': 'UNAUTHENTICATED: not signed in',
  '403': 'FORBIDDEN: not in the audience',
  '404': 'NOT_FOUND',
  default: 'Other errors (409, 413, 429, 5xx) in the same shape',
};

export function MethodBadge({ method }: { method: string }) {
  return (
    <span
      className={cn(
        'inline-block w-16 shrink-0 rounded px-1.5 py-0.5 text-center font-mono text-xs font-semibold uppercase',
        methodStyles[method] ?? 'bg-muted',
      )}
    >
      {method}
    </span>
  );
}

function FieldTable({ rows, caption }: { rows: FieldRow[]; caption: string }) {
  return (
    <table className="w-full table-fixed text-sm">
      <caption className="mb-1 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {caption}
      </caption>
      <thead className="sr-only sm:not-sr-only">
        <tr className="text-left text-xs text-muted-foreground">
          <th scope="col" className="w-2/5 py-1 pr-2 font-medium">
            Field
          </th>
          <th scope="col" className="py-1 pr-2 font-medium">
            Type and limits
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.name} className="border-t align-top">
            <td className="py-1.5 pr-2">
              <code className="font-mono text-xs break-all">{r.name}</code>
              {r.required ? (
                <span className="ml-1 text-xs font-medium text-brand dark:text-red-300">required</span>
              ) : (
                <span className="ml-1 text-xs text-muted-foreground">optional</span>
              )}
            </td>
            <td className="py-1.5 pr-2 break-words">
              <span className="font-mono text-xs">{r.type}</span>
              {r.limits.length > 0 && <span className="text-muted-foreground"> · {r.limits.join(', ')}</span>}
              {r.description && <span className="block text-xs text-muted-foreground">{r.description}</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function BodySection({ contentType, schema }: { contentType: string; schema: JsonSchema }) {
  const variants = bodyVariants(schema);
  return (
    <div className="space-y-3">
      <p className="text-sm">
        Body: <code className="font-mono text-xs">{contentType}</code>
        {variants.length > 1 && (
          <span className="text-muted-foreground"> · one of {variants.length} shapes</span>
        )}
      </p>
      {variants.map((variant, i) => {
        const rows = fieldRows(variant);
        const caption = variants.length > 1 ? `Shape ${i + 1}` : 'Body fields';
        if (rows.length > 0) return <FieldTable key={i} rows={rows} caption={caption} />;
        return (
          <p key={i} className="text-sm text-muted-foreground">
            {typeText(variant)}
            {limitsText(variant).length > 0 && ` · ${limitsText(variant).join(', ')}`}
            {variant.description && ` · ${variant.description}`}
          </p>
        );
      })}
    </div>
  );
}

/** One operation, folded: method, path, summary and audience; open for parameters, body and answers. */
export function ApiOperationItem({ entry, schemas = {} }: { entry: OperationEntry; schemas?: Schemas }) {
  const { method, path, op } = entry;
  const params = op.parameters ?? [];
  const paramRows = (where: 'path' | 'query'): FieldRow[] =>
    params
      .filter((p) => p.in === where)
      .map((p) => ({
        name: p.name,
        type: typeText(p.schema),
        required: p.required,
        limits: limitsText(p.schema),
        description: p.schema.description,
      }));
  const pathRows = paramRows('path');
  const queryRows = paramRows('query');
  const body = op.requestBody ? Object.entries(op.requestBody.content)[0] : undefined;
  return (
    <details id={op.operationId} className="group rounded-lg border bg-card" data-testid="api-operation">
      <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 rounded-lg px-3 py-2 hover:bg-accent/60 focus-visible:bg-accent/60 [&::-webkit-details-marker]:hidden">
        <ChevronRight
          aria-hidden
          className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-90"
        />
        <MethodBadge method={method} />
        <code className="min-w-0 font-mono text-sm break-all">{path}</code>
        <span className="text-sm text-muted-foreground">{op.summary}</span>
        <Badge variant="outline" className="ml-auto">
          {audienceLabels[op['x-audience']] ?? op['x-audience']}
        </Badge>
      </summary>
      <div className="space-y-4 border-t px-3 py-3 sm:px-4">
        {op.description.split('\n\n').map((para) => (
          <p key={para} className="text-sm">
            {para}
          </p>
        ))}
        {pathRows.length > 0 && <FieldTable rows={pathRows} caption="Path parameters" />}
        {queryRows.length > 0 && <FieldTable rows={queryRows} caption="Query parameters" />}
        {body && <BodySection contentType={body[0]} schema={body[1].schema} />}
        <div>
          <p className="mb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            Responses
          </p>
          <ul className="grid gap-0.5 text-sm">
            {Object.entries(op.responses).map(([code, response]) => {
              const schema = answerSchema(response);
              return (
                <li key={code}>
                  <span className="font-mono text-xs font-semibold">{code}</span>{' '}
                  <span className="text-muted-foreground">{responseMeaning[code] ?? ''}</span>
                  {schema && <AnswerFields status={code} schema={schema} schemas={schemas} />}
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </details>
  );
}
