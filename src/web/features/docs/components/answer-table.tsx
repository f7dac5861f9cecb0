import type { JsonSchema } from '../api';
import { answerShapes, type AnswerShape } from './answer-fields';

/** One status's answer: its type, then a table of its fields (nested ones indented under their parent). */
export function AnswerFields({
  status,
  schema,
  schemas,
}: {
  status: string;
  schema: JsonSchema;
  schemas: Record<string, JsonSchema>;
}) {
  const shapes = answerShapes(schema, schemas);
  return (
    <div className="mt-1 mb-2 space-y-2 pl-3 sm:pl-4">
      {shapes.length > 1 && <p className="text-sm text-muted-foreground">One of {shapes.length} shapes:</p>}
      {shapes.map((shape, i) => (
        <ShapeTable
          key={i}
          shape={shape}
          caption={`${status} answer`}
          label={shapes.length > 1 ? `Shape ${i + 1}` : undefined}
        />
      ))}
    </div>
  );
}

function ShapeTable({ shape, caption, label }: { shape: AnswerShape; caption: string; label?: string }) {
  const type = shape.eachItem ? `${shape.type}; each item has:` : shape.type;
  const lead = label ? (
    <>
      <span className="font-semibold">{label}:</span> <span className="font-mono">{type}</span>
    </>
  ) : (
    <span className="font-mono">{type}</span>
  );
  if (shape.rows.length === 0)
    return (
      <p className="text-sm">
        <span className="sr-only">{caption}:</span> {label && `${label}: `}
        <span className="font-mono text-xs">{shape.type}</span>
      </p>
    );
  return (
    <table className="w-full table-fixed text-sm">
      <caption className="mb-1 text-left text-xs text-muted-foreground">
        <span className="sr-only">{caption}:</span> {lead}
      </caption>
      <thead className="sr-only sm:not-sr-only">
        <tr className="text-left text-xs text-muted-foreground">
          <th scope="col" className="w-1/2 py-1 pr-2 font-medium sm:w-2/5">
            Field
          </th>
          <th scope="col" className="py-1 pr-2 font-medium">
            Type
          </th>
        </tr>
      </thead>
      <tbody>
        {shape.rows.map((r) => (
          <tr key={r.parent + r.name} className="border-t align-top">
            <th
              scope="row"
              className="py-1.5 pr-2 text-left font-normal"
              style={{ paddingLeft: `${r.depth * 1}rem` }}
            >
              {r.parent && <span className="sr-only">{r.parent}</span>}
              {r.depth > 0 && (
                <span aria-hidden className="mr-1 text-muted-foreground">
                  └
                </span>
              )}
              <code className="font-mono text-xs break-all">{r.name}</code>{' '}
              {r.required ? (
                <span className="text-xs font-medium">required</span>
              ) : (
                <span className="text-xs text-muted-foreground">optional</span>
              )}
            </th>
            <td className="py-1.5 pr-2 break-words">
              <span className="font-mono text-xs">{r.type}</span>
              {r.description && <span className="block text-xs text-muted-foreground">{r.description}</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
