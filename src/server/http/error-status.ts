import {
  ConflictError,
  ForbiddenError,
  InvalidInputError,
  LimitReachedError,
  NotFoundError,
  TooLargeError,
  UnsupportedKindError,
} from '../errors.ts';

/** Each domain failure with the status it is answered with (a subclass takes its parent's). */
const STATUS_OF: [new (...args: never[]) => Error, number][] = [
  [InvalidInputError, 400],
  [NotFoundError, 404],
  [ForbiddenError, 403],
  [ConflictError, 409],
  [LimitReachedError, 429],
  [TooLargeError, 413],
  [UnsupportedKindError, 415],
];

/** The HTTP status of a domain failure (its message is the answer's `error`), or undefined for any other error. */
export function domainErrorStatus(error: unknown): number | undefined {
  return STATUS_OF.find(([kind]) => error instanceof kind)?.[1];
}
