/**
 * Characters that silently reorder the text around them: the bidirectional embeddings, overrides
 * and isolates, and the direction marks. "\u202Egnp.exe" would show as "exe.png". Nothing a
 * resident types needs them, so wherever user text is shown (the web views, the CSV exports) they are
 * replaced by a visible name.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** The text with each bidirectional control shown as e.g. "[U+202E]" instead of applied. */
export function revealBidiControls(text: string): string {
  return text.replace(
    BIDI_CONTROLS,
    (char) => `[U+${char.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}]`,
  );
}
