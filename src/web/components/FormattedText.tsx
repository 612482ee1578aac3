import type { ReactNode } from 'react';
import { revealBidiControls } from './bidi.ts';

/** `**bold**` on one line; at least one character inside, so "****" stays literal. */
const BOLD = /\*\*(.+?)\*\*/g;

/**
 * docs/product.md#screens "Text formatting": newlines become line breaks and **bold** becomes bold. The result is
 * built from React elements, so any HTML or script in the text is shown as plain text, never parsed.
 * Bold never spans lines, and a `**` without its partner stays as typed. Bidirectional controls are
 * shown, not applied, so no text can disguise itself by reordering.
 */
export function FormattedText({ text: typed }: { text: string }) {
  const text = revealBidiControls(typed);
  const nodes: ReactNode[] = [];
  // Keys are character offsets into `text`: stable for a given text, unique within it.
  let offset = 0;
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    if (index > 0) nodes.push(<br key={`br-${offset}`} />);
    nodes.push(...boldSegments(line, offset));
    offset += line.length + 1;
  }
  return <>{nodes}</>;
}

function boldSegments(line: string, lineOffset: number): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of line.matchAll(BOLD)) {
    if (match.index > last) nodes.push(line.slice(last, match.index));
    nodes.push(<strong key={`b-${lineOffset + match.index}`}>{match[1]}</strong>);
    last = match.index + match[0].length;
  }
  if (last < line.length) nodes.push(line.slice(last));
  return nodes;
}
