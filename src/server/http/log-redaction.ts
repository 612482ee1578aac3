/**
 * What an error says in the log, without the values a failed statement carried: drizzle writes a
 * failed query's parameters into its message ("params: ..."), and PostgreSQL's detail quotes the
 * offending values ("Key (email)=(...)"). Those are chat text, e-mails and hashes. The statement,
 * its error code and where it failed stay, which is what an operator needs.
 */
const PARAMS_LINE = /^(\s*)params: .*$/m;
const PARAMS_TO_END = /\nparams: [\s\S]*$/;

export type LoggedError = {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
};

/** PostgreSQL quotes a bad value after a colon ('for type integer: "..."') or as 'Key (col)=(...)'. */
const QUOTED_VALUE = /: "(?:[^"]|"")*"/g;
const KEY_VALUE = /=\((?:[^()]|\([^()]*\))*\)/g;

const scrub = (text: string) =>
  text
    .replace(PARAMS_TO_END, '\nparams: [redacted]')
    .replace(PARAMS_LINE, '$1params: [redacted]')
    .replace(QUOTED_VALUE, ': "[redacted]"')
    .replace(KEY_VALUE, '=([redacted])');

/** The logger's `err` serializer (an error's causes are serialized the same way). */
export function redactedError(error: Error, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const source = error as Error & { code?: unknown; query?: unknown; cause?: unknown };
  const out: LoggedError = {
    type: error.constructor?.name ?? 'Error',
    message: scrub(String(error.message ?? '')),
    stack: scrub(String(error.stack ?? '')),
  };
  if (source.code !== undefined) out.code = source.code;
  if (typeof source.query === 'string') out.query = source.query;
  if (source.cause instanceof Error && depth < 5) out.cause = redactedError(source.cause, depth + 1);
  return out;
}
