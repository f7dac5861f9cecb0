/**
 * RFC 4180 CSV with spreadsheet formula-injection escaping. Pure: no I/O, no database.
 *
 * - Fields holding a comma, double quote, CR or LF are quoted, with inner quotes doubled.
 * - Lines end with CRLF, the header line included.
 * - A text cell starting with = + - @ TAB or CR gets a leading apostrophe so Excel, LibreOffice
 *   and Sheets show it as text instead of running it (OWASP "CSV injection").
 */

export type CsvValue = string | number | boolean | Date | null | undefined;

const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

/** Neutralises a text cell a spreadsheet would read as a formula. */
export function escapeFormula(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}

export function csvCell(value: CsvValue): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'number') text = Number.isFinite(value) ? String(value) : '';
  else if (typeof value === 'boolean') text = value ? 'true' : 'false';
  // Only free text can carry a formula; numbers we format ourselves (and never negative here).
  else text = escapeFormula(value);
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

export interface CsvColumn<Row> {
  header: string;
  value(row: Row): CsvValue;
}

export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>): string {
  let out = csvLine(columns.map((c) => c.header));
  for (const row of rows) out += csvLine(columns.map((c) => c.value(row)));
  return out;
}
