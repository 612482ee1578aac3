import { z } from 'zod';

/** The research exports: each dataset as CSV or JSON, streamed as a download. */
export const EXPORT_DATASETS = ['participants', 'sessions', 'turns', 'checklists', 'checklist_long'] as const;
export const EXPORT_FORMATS = ['csv', 'json'] as const;
export type ExportDataset = (typeof EXPORT_DATASETS)[number];
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const ExportParamsSchema = z.strictObject({
  dataset: z.enum(EXPORT_DATASETS, `Choose a dataset: ${EXPORT_DATASETS.join(', ')}.`),
  format: z.enum(EXPORT_FORMATS, `Choose a format: ${EXPORT_FORMATS.join(' or ')}.`),
});

/** The download's file name, e.g. `airway-study-turns-2026-11-23.csv`. */
export function exportFileName(dataset: ExportDataset, format: ExportFormat, now: Date): string {
  return `airway-study-${dataset}-${now.toISOString().slice(0, 10)}.${format}`;
}
