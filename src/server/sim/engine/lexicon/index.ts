import { buildLexicon } from '../items/registry.ts';
import type { Cue } from '../types.ts';

/**
 * The lexicon in matching order, built from the item modules (items/*.ts) and the shared cues; the order is the
 * registry's MATCHING_ORDER (a cue claims the words it matches, so more specific phrases come first).
 */
export const LEXICON: readonly Cue[] = buildLexicon();
