import { Readable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { revealBidiControls } from '../../contract/bidi.ts';

export type Cell = string | number | boolean | null;
export type Row = Record<string, Cell>;

/**
 * A text cell a spreadsheet would run as a formula starts with = + - @, or a tab or carriage return
 * that some programs skip before reading one. Such a cell gets a leading apostrophe, the usual
 * neutraliser: spreadsheets show the text as typed, and the apostrophe is easy to strip in analysis.
 * Numbers stay numbers (a negative number is data, not a formula).
 */
const FORMULA_START = /^[=+\-@\t\r]/;
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * A text cell as the CSV holds it: formula-safe, and with bidirectional controls shown as "[U+202E]"
 * rather than applied, so a spreadsheet cannot display a cell's text reordered.
 */
export function csvText(text: string): string {
  return neutraliseFormula(revealBidiControls(text));
}

/**
 * Rows as CSV with a header line, UTF-8, RFC 4180: a field holding a quote, a comma, a CR or an LF is
 * quoted. csv-stringify quotes a line break only when it matches the record delimiter (CRLF here), so
 * a lone LF or CR, common in chat text, is matched explicitly: unquoted it would split the row.
 */
export function csvStream(rows: AsyncIterable<Row>, columns: readonly string[]): Readable {
  const stringifier: Transform = stringify({
    header: true,
    columns: [...columns],
    bom: true,
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
    cast: {
      string: csvText,
      boolean: (value) => (value ? 'true' : 'false'),
      date: (value) => value.toISOString(),
    },
  });
  return streamThrough(Readable.from(rows), stringifier);
}

/** Rows as one JSON array, written element by element so no export is ever held whole in memory. */
export function jsonStream(rows: AsyncIterable<Row>): Readable {
  async function* json() {
    let first = true;
    yield '[';
    for await (const row of rows) {
      yield `${first ? '\n' : ',\n'}${JSON.stringify(row)}`;
      first = false;
    }
    yield first ? ']\n' : '\n]\n';
  }
  return Readable.from(json(), { objectMode: false });
}

/** `source` piped into `target`; a failure of either destroys `target`, so the download visibly fails. */
function streamThrough(source: Readable, target: Transform): Readable {
  pipeline(source, target).catch(() => undefined);
  return target;
}
