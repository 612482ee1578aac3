import type { ReactNode } from 'react';

/** `**bold**` on one line; at least one character inside, so "****" stays literal. */
const BOLD = /\*\*(.+?)\*\*/g;

/**
 * SPEC §2 "Text formatting": newlines become line breaks and **bold** becomes bold. The result is
 * built from React elements, so any HTML or script in the text is shown as plain text, never parsed.
 * Bold never spans lines, and a `**` without its partner stays as typed.
 */
export function FormattedText({ text }: { text: string }) {
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
