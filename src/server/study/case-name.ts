import { CaseDocumentSchema } from '../../contract/case.ts';
import { outlineText } from '../cases/key-values.ts';

const NAME_CHARS = 80;

/** A case's name in study lists: its presentation's opening words, or null when it cannot be read. */
export function caseName(data: unknown): string | null {
  const parsed = CaseDocumentSchema.safeParse(data);
  if (!parsed.success) return null;
  const text = outlineText(parsed.data['Scenario Outline']);
  return text.length > NAME_CHARS ? `${text.slice(0, NAME_CHARS - 1).trimEnd()}…` : text;
}
