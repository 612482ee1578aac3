/**
 * The failures a domain module reports to its caller, in the domain's own words. Their messages are
 * written for the person who made the request; http/error-status.ts is the one place that turns them
 * into status codes, so no domain module knows HTTP.
 */

/** Any failure a domain module reports on purpose: a caller (the CLI, a route) may show its message as it is. */
export class DomainError extends Error {}

/** What the caller sent breaks a rule of the domain (an unknown case named, a bad role, an empty file). */
export class InvalidInputError extends DomainError {}

/** The thing asked for does not exist (a case, an image, an account). */
export class NotFoundError extends DomainError {}

/** The caller may not do this (an admin-only choice made by a user). */
export class ForbiddenError extends DomainError {}

/** The request clashes with the current state (no chat started, no participant set, an edit overtaken). */
export class ConflictError extends DomainError {}

/** The caller has used up a count they are allowed (saved sessions). */
export class LimitReachedError extends DomainError {}

/** What the caller sent would take more room than they are allowed. */
export class TooLargeError extends DomainError {}

/** What the caller sent is not of a kind the domain takes (a file that is not an accepted image). */
export class UnsupportedKindError extends DomainError {}
