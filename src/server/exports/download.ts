import type { ExportDataset, ExportFormat } from '../../contract/exports.ts';
import { type AuditActor, recordAudit } from '../audit/log.ts';
import type { Db } from '../db/client.ts';
import { DATASETS } from './datasets.ts';

/** Research downloads: every one is recorded in the audit log before its first row is read. */
export function exportDownloads(db: Db) {
  return {
    async open(dataset: ExportDataset, format: ExportFormat, actor: AuditActor) {
      await recordAudit(db, actor, { action: 'export.download', subject: dataset, details: { format } });
      const { columns, rows } = DATASETS[dataset];
      return { columns, rows: rows(db) };
    },
  };
}
