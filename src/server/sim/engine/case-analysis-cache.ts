import { createHash } from 'node:crypto';
import { type CaseDocument, CaseDocumentSchema } from '../../../contract/case.ts';
import { CaseReading } from './analyze-case.ts';

/** Cases whose analysis is kept by content; each holds only the parts that were asked for. */
const CONTENT_LIMIT = 50;

const byObject = new WeakMap<object, CaseReading>();
const byContent = new Map<string, CaseReading>();

/**
 * The one analysis cache of the engine, the snapshot, the exports, the study sessions and the author's report.
 * Case documents are values: the chat's turn context keeps one object per case version and hands the same one
 * to every turn, so most look-ups are an object-identity hit. A new object with content seen before (a case
 * loaded again for an export row) is found by a hash of its content, and the object remembered from then on.
 * No caller mutates a case document it has handed over; one that did would need a fresh copy.
 */
export function caseAnalysis(caseDoc: CaseDocument): CaseReading {
  const known = byObject.get(caseDoc);
  if (known) return known;
  const key = createHash('sha256').update(JSON.stringify(caseDoc)).digest('base64');
  let reading = byContent.get(key);
  if (!reading) {
    reading = new CaseReading(caseDoc);
    if (byContent.size >= CONTENT_LIMIT) byContent.delete(byContent.keys().next().value as string);
    byContent.set(key, reading);
  }
  byObject.set(caseDoc, reading);
  return reading;
}

const parsedCases = new WeakMap<object, CaseDocument | null>();

/**
 * A case as the schema reads it, or null if it does not fit; checked once per case object, since checking the
 * largest case the schema allows costs more than reading a message (see caseAnalysis on case objects as values).
 */
export function checkedCase(input: unknown): CaseDocument | null {
  if (typeof input !== 'object' || input === null) {
    const parsed = CaseDocumentSchema.safeParse(input);
    return parsed.success ? parsed.data : null;
  }
  const known = parsedCases.get(input);
  if (known !== undefined) return known;
  const parsed = CaseDocumentSchema.safeParse(input);
  const caseDoc = parsed.success ? parsed.data : null;
  parsedCases.set(input, caseDoc);
  return caseDoc;
}
