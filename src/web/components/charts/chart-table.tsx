/**
 * A chart's values as a visually hidden table, so nothing is only visible as a shape: one column
 * header per `head` entry; each row's first cell heads its row.
 */
export function ChartTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: readonly string[];
  rows: ReadonlyArray<ReadonlyArray<string | number>>;
}) {
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, ...values], i) => (
            <tr key={`${label}-${i}`}>
              <th scope="row">{label}</th>
              {values.map((v, j) => (
                <td key={j}>{v}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
