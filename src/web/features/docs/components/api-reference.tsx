import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Button } from '~/web/components/ui/button';
import { Input } from '~/web/components/ui/input';
import { Label } from '~/web/components/ui/label';
import { NativeSelect } from '~/web/components/ui/native-select';
import { Section } from '~/web/components/ui/section';
import { Skeleton } from '~/web/components/ui/skeleton';
import { queryErrorMessage } from '~/web/lib/query-client';
import { useOpenApiDocument, type OpenApiDocument } from '../api';
import { answerSchema, answerShapes } from './answer-fields';
import { fieldRows } from './schema-text';
import { ApiOperationItem, audienceLabels, type OperationEntry } from './api-operation';
import { DocsHeading } from './docs-shell';

const errorExample = `{
  "error": {
    "code": "VALIDATION_ERROR",
    "message": "Invalid input",
    "fields": { "explorerUrl": "Explorer URL must be a well-formed http(s) URL" }
  }
}`;

/** Everything a reader might search an operation by: method, path, words, audience, field names. */
function haystack(
  { method, path, op }: OperationEntry,
  schemas: OpenApiDocument['components']['schemas'],
): string {
  const fields = [
    ...(op.parameters ?? []).map((p) => p.name),
    ...Object.values(op.requestBody?.content ?? {}).flatMap((c) => fieldRows(c.schema).map((r) => r.name)),
    ...Object.values(op.responses).flatMap((r) => {
      const schema = answerSchema(r);
      return schema ? answerShapes(schema, schemas).flatMap((s) => s.rows.map((row) => row.name)) : [];
    }),
  ];
  return [
    method,
    path,
    op.summary,
    op.tags.join(' '),
    op['x-audience'],
    audienceLabels[op['x-audience']],
    ...fields,
  ]
    .join(' ')
    .toLowerCase();
}

function operationsOf(doc: OpenApiDocument): Array<OperationEntry & { text: string }> {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const entry = { method, path, op };
      return { ...entry, text: haystack(entry, doc.components.schemas) };
    }),
  );
}

/** /docs/api: the OpenAPI document rendered by feature, filterable by text and by audience. */
export default function ApiReference() {
  const doc = useOpenApiDocument();
  const [query, setQuery] = useState('');
  const [audience, setAudience] = useState('');
  const deferred = useDeferredValue(query);
  const searchId = useId();
  const audienceId = useId();

  const all = useMemo(() => (doc.data ? operationsOf(doc.data) : []), [doc.data]);
  const words = deferred.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = all.filter(
    (o) => (!audience || o.op['x-audience'] === audience) && words.every((w) => o.text.includes(w)),
  );
  const groups = (doc.data?.tags ?? [])
    .map((tag) => ({ tag, ops: shown.filter((o) => o.op.tags[0] === tag.name) }))
    .filter((g) => g.ops.length > 0);

  return (
    <>
      <DocsHeading
        title="API reference"
        lead={
          <>
            Generated from the schemas the server validates with; the same document is served at{' '}
            <a href="/api/openapi.json" className="font-medium underline underline-offset-4">
              /api/openapi.json
            </a>{' '}
            (OpenAPI 3.1).
          </>
        }
      />
      <Section
        id="api-errors"
        title="Conventions"
        titleClassName="text-xl font-semibold tracking-tight"
        className="mb-8 space-y-3"
      >
        <p className="text-sm">
          JSON under <code className="rounded bg-muted px-1">/api</code>. Every operation names who may call
          it; signed-in calls carry the session cookie, and a write that carries it must send an{' '}
          <code className="rounded bg-muted px-1">Origin</code> header matching the site. An error has a real
          HTTP status and this shape; <code className="rounded bg-muted px-1">fields</code> names each invalid
          input on a 400:
        </p>
        <pre
          className="overflow-x-auto rounded-lg border bg-muted/50 p-3 text-xs"
          tabIndex={0}
          aria-label="Error shape"
        >
          {errorExample}
        </pre>
      </Section>

      <Section
        id="api-operations"
        title="Operations"
        titleClassName="text-xl font-semibold tracking-tight"
        className="space-y-4"
      >
        <div className="flex flex-wrap items-end gap-3" role="search">
          <div className="grid min-w-0 flex-1 basis-56 gap-1">
            <Label htmlFor={searchId}>Filter operations</Label>
            <Input
              id={searchId}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="e.g. networks explorerUrl, POST messages"
              autoComplete="off"
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={audienceId}>Who may call</Label>
            <NativeSelect id={audienceId} value={audience} onChange={(e) => setAudience(e.target.value)}>
              <option value="">Everyone</option>
              {Object.entries(audienceLabels).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        {doc.isPending ? (
          <div role="status" aria-label="Loading the API reference" className="grid gap-2">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : doc.isError ? (
          <div role="alert" className="space-y-2 rounded-lg border p-4">
            <p className="font-medium">Unable to load the API reference</p>
            <p className="text-sm text-muted-foreground">{queryErrorMessage(doc.error)}</p>
            <Button variant="outline" size="sm" onClick={() => void doc.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {shown.length} of {all.length} operations
            </p>
            {groups.length === 0 && <p>No operation matches. Try fewer words or another audience.</p>}
            {groups.map(({ tag, ops }) => (
              <section key={tag.name} aria-label={tag.name} className="space-y-2">
                <h3 className="pt-2 text-lg font-semibold">{tag.name}</h3>
                {tag.description && <p className="text-sm text-muted-foreground">{tag.description}</p>}
                <ul className="grid gap-2">
                  {ops.map((o) => (
                    <li key={`${o.method} ${o.path}`}>
                      <ApiOperationItem entry={o} schemas={doc.data.components.schemas} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </>
        )}
      </Section>
    </>
  );
}
