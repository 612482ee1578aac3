import { Readable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';

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

/** Rows as CSV with a header line, UTF-8, RFC 4180 quoting, every text cell spreadsheet-safe. */
export function csvStream(rows: AsyncIterable<Row>, columns: readonly string[]): Readable {
  const stringifier: Transform = stringify({
    header: true,
    columns: [...columns],
    bom: true,
    record_delimiter: 'windows',
    cast: {
      string: neutraliseFormula,
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
