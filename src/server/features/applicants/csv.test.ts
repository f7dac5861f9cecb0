import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, escapeFormula, toCsv } from './csv';

/** A strict RFC 4180 reader, to check what we write round-trips. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  while (i < text.length) {
    let cell = '';
    if (text[i] === '"') {
      i++;
      for (;;) {
        if (text[i] === '"' && text[i + 1] === '"') {
          cell += '"';
          i += 2;
        } else if (text[i] === '"') {
          i++;
          break;
        } else if (i >= text.length) throw new Error('unterminated quote');
        else cell += text[i++];
      }
    } else {
      while (i < text.length && text[i] !== ',' && text[i] !== '\r') {
        if (text[i] === '"' || text[i] === '\n') throw new Error(`bare ${JSON.stringify(text[i])} at ${i}`);
        cell += text[i++];
      }
    }
    row.push(cell);
    if (text[i] === ',') i++;
    else if (text.startsWith('\r\n', i)) {
      rows.push(row);
      row = [];
      i += 2;
    } else throw new Error(`unexpected ${JSON.stringify(text[i])} at ${i}`);
  }
  return rows;
}

describe('csvCell', () => {
  it('leaves plain text alone', () => {
    expect(csvCell('Acme Labs')).toBe('Acme Labs');
  });

  it('quotes fields with a comma, quote, CR or LF and doubles inner quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line1\nline2')).toBe('"line1\nline2"');
    expect(csvCell('line1\r\nline2')).toBe('"line1\r\nline2"');
  });

  it('prefixes an apostrophe to cells starting with = + - @ TAB or CR', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
    expect(csvCell('+1+2')).toBe("'+1+2");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe('"\'\rcmd"');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes empty cells for null and undefined, ISO for dates, plain numbers', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(csvCell(1250000.5)).toBe('1250000.5');
    expect(csvCell(true)).toBe('true');
  });
});

describe('toCsv', () => {
  it('ends every line, the header included, with CRLF', () => {
    const csv = toCsv(
      [
        { header: 'name', value: (r: { n: string }) => r.n },
        { header: 'len', value: (r: { n: string }) => r.n.length },
      ],
      [{ n: 'x' }, { n: 'y,z' }],
    );
    expect(csv).toBe('name,len\r\nx,1\r\n"y,z",3\r\n');
  });

  it('round-trips any text through a strict RFC 4180 reader, formula cells escaped', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: 'binary' }), { minLength: 1, maxLength: 5 }), { maxLength: 5 }),
        (rows) => {
          const text = rows.map((r) => csvLine(r)).join('');
          expect(parseCsv(text)).toEqual(rows.map((r) => r.map(escapeFormula)));
        },
      ),
    );
  });
});
