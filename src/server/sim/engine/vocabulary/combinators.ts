/**
 * Small named builders for the cues' regular expressions. Each returns regular-expression source text, so a cue
 * reads as the structure of what it matches (alternatives, a part that must come before, a part that must not
 * follow) over short literal pieces and the shared word lists of words.ts, instead of one long literal. They add
 * nothing to the pattern: the source they build is exactly what one would write by hand.
 */

/** Any one of the alternatives: a|b|c. */
export const anyOf = (...alternatives: string[]): string => alternatives.join('|');

/** The parts one after the other. */
export const seq = (...parts: string[]): string => parts.join('');

/** A non-capturing group, with an optional quantifier ('?', '*', '{0,3}'). */
export const group = (body: string, quantifier = ''): string => `(?:${body})${quantifier}`;

/** Must follow here, without being part of the match. */
export const ahead = (body: string, quantifier = ''): string => `(?=${body})${quantifier}`;

/** Must not follow here. */
export const notAhead = (body: string, quantifier = ''): string => `(?!${body})${quantifier}`;

/** Must come just before the match, without being part of it. */
export const behind = (body: string, quantifier = ''): string => `(?<=${body})${quantifier}`;

/** Must not come just before the match. */
export const notBehind = (body: string, quantifier = ''): string => `(?<!${body})${quantifier}`;

/**
 * One word (or phrase) of a list, as a group: words(['small adult', 'small']) is (?:small adult|small). A longer
 * phrase that starts with a shorter one must come first in the list, or the shorter one wins.
 */
export const words = (list: readonly string[]): string => group(list.join('|'));
