import { useState } from 'react';
import {
  EXPORT_DATASETS,
  EXPORT_FORMATS,
  type ExportDataset,
  type ExportFormat,
} from '../../../contract/exports.ts';
import { errorText } from '../../api/error-text.ts';
import { downloadExport, formatBytes } from './download.ts';
import './data-admin.css';

const DESCRIPTIONS: Record<ExportDataset, { title: string; text: string }> = {
  participants: {
    title: 'Participants',
    text: 'One row per participant ID: arm, chat sessions, cases, stops, observer pre and post totals.',
  },
  sessions: {
    title: 'Chat sessions',
    text: 'One row per chat session: case and version, instruction version, tutor and model, outcome.',
  },
  turns: {
    title: 'Every turn',
    text: "Every message of every session: time, sender, text, case, instruction, tutor, and the engine's reading.",
  },
  checklists: {
    title: 'Checklist outcomes',
    text: 'One row per checklist item: the chatbot debrief of each session and every observer checklist.',
  },
  checklist_long: {
    title: 'Checklist, long (tidy) table',
    text: 'One row per participant × source × time point × rater × item, one outcome vocabulary, for analysis.',
  },
};

type Progress = { key: string; bytes: number } | undefined;
type Outcome = { key: string; ok: boolean; text: string } | undefined;

/** Admin Exports: each dataset as CSV or JSON, streamed by the server, with a byte count while it downloads. */
export default function ExportsView() {
  const [progress, setProgress] = useState<Progress>();
  const [outcome, setOutcome] = useState<Outcome>();

  async function download(dataset: ExportDataset, format: ExportFormat) {
    const key = `${dataset}.${format}`;
    setOutcome(undefined);
    setProgress({ key, bytes: 0 });
    try {
      const done = await downloadExport(`/api/exports/${dataset}/${format}`, (bytes) =>
        setProgress({ key, bytes }),
      );
      setOutcome({ key, ok: true, text: `Downloaded ${done.fileName} (${formatBytes(done.bytes)}).` });
    } catch (error) {
      setOutcome({
        key,
        ok: false,
        text: `The ${DESCRIPTIONS[dataset].title.toLowerCase()} export failed: ${errorText(error)}`,
      });
    } finally {
      setProgress(undefined);
    }
  }

  return (
    <section className="data-admin" aria-labelledby="exports-title">
      <h2 id="exports-title" className="view-title">
        Exports
      </h2>
      <p className="lead">
        Research data for analysis. CSV opens in a spreadsheet; JSON suits R, Python and scripts. Text that
        starts with <code>=</code>, <code>+</code>, <code>-</code> or <code>@</code> gets a leading{' '}
        <code>'</code> in CSV so a spreadsheet never runs it as a formula. Every column is described in the
        data dictionary (docs/data-dictionary.md). Each download is recorded in the audit log.
      </p>
      <ul className="export-list">
        {EXPORT_DATASETS.map((dataset) => (
          <li key={dataset} className="panel export-card">
            <h3 className="section-title">{DESCRIPTIONS[dataset].title}</h3>
            <p className="muted">{DESCRIPTIONS[dataset].text}</p>
            <div className="export-actions">
              {EXPORT_FORMATS.map((format) => (
                <button
                  key={format}
                  type="button"
                  className="secondary-button"
                  disabled={progress !== undefined}
                  onClick={() => download(dataset, format)}
                  aria-label={`Download ${DESCRIPTIONS[dataset].title} as ${format.toUpperCase()}`}
                >
                  {progress?.key === `${dataset}.${format}` ? 'Downloading…' : format.toUpperCase()}
                </button>
              ))}
            </div>
          </li>
        ))}
      </ul>
      <div role="status" className="export-status">
        {progress && (
          <p>
            <span className="spinner-inline" aria-hidden="true" /> Downloading {progress.key}:{' '}
            {formatBytes(progress.bytes)} so far…
          </p>
        )}
        {outcome?.ok && <p className="ok-text">{outcome.text}</p>}
      </div>
      {outcome && !outcome.ok && (
        <p role="alert" className="form-error">
          {outcome.text}
        </p>
      )}
    </section>
  );
}
