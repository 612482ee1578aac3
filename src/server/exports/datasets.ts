import type { ExportDataset } from '../../contract/exports.ts';
import type { Db } from '../db/client.ts';
import { CHECKLIST_LONG_COLUMNS, checklistLongRows } from './checklist-long.ts';
import { CHECKLIST_COLUMNS, checklistRows } from './checklists.ts';
import type { Row } from './format.ts';
import { PARTICIPANT_COLUMNS, participantRows } from './participants.ts';
import { SESSION_COLUMNS, sessionRows } from './sessions.ts';
import { TURN_COLUMNS, turnRows } from './turns.ts';

/** Each dataset's columns (in order, as docs/data-dictionary.md describes them) and its rows. */
export const DATASETS: Record<
  ExportDataset,
  { columns: readonly string[]; rows: (db: Db) => AsyncIterable<Row> }
> = {
  participants: { columns: PARTICIPANT_COLUMNS, rows: participantRows },
  sessions: { columns: SESSION_COLUMNS, rows: sessionRows },
  turns: { columns: TURN_COLUMNS, rows: turnRows },
  checklists: { columns: CHECKLIST_COLUMNS, rows: checklistRows },
  checklist_long: { columns: CHECKLIST_LONG_COLUMNS, rows: checklistLongRows },
};
