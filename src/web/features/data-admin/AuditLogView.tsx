import { useCallback, useEffect, useState } from 'react';
import type { AuditEventView } from '../../../contract/audit.ts';
import { errorText } from '../../api/error-text.ts';
import { loadAuditPage } from './data-admin-api.ts';
import './data-admin.css';

const ACTIONS: Record<string, string> = {
  'participant.delete': 'Deleted a participant',
  'export.download': 'Downloaded an export',
  'case.create': 'Added a case',
  'case.update': 'Edited a case',
  'instruction.save': 'Saved the instruction',
  'account.create': 'Added an account',
  'account.roles': 'Changed roles',
  'account.password': 'Reset a password',
  'account.disable': 'Disabled an account',
  'account.enable': 'Enabled an account',
  'assessment.create': 'Recorded a checklist',
  'assessment.update': 'Edited a checklist',
};
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** "chatSessions" -> "chat sessions" */
const words = (key: string) => key.replace(/([A-Z])/g, ' $1').toLowerCase();

/** "format: csv · roles: admin, resident" */
function detailsText(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([key, value]) => `${words(key)}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .join(' · ');
}

/** Admin Audit log: who did what and when, newest first, older entries a page at a time. */
export default function AuditLogView() {
  const [events, setEvents] = useState<AuditEventView[]>([]);
  const [next, setNext] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string>();

  const load = useCallback(async (before: number | undefined, signal?: AbortSignal) => {
    setLoading(true);
    setError(undefined);
    try {
      const page = await loadAuditPage(before, signal);
      setEvents((shown) => (before === undefined ? page.events : [...shown, ...page.events]));
      setNext(page.nextBefore);
    } catch (err) {
      if (!signal?.aborted) setError(errorText(err));
    } finally {
      if (!signal?.aborted) setLoading(false);
    }
  }, []);
  useEffect(() => {
    const abort = new AbortController();
    void load(undefined, abort.signal);
    return () => abort.abort();
  }, [load]);

  return (
    <section className="data-admin" aria-labelledby="audit-title">
      <div className="title-row">
        <h2 id="audit-title" className="view-title">
          Audit Log
        </h2>
        <button type="button" className="secondary-button" disabled={loading} onClick={() => load(undefined)}>
          Refresh
        </button>
      </div>
      <p className="lead">
        Deletions, exports, case edits, instruction saves, checklists and account changes: who, what and when.
      </p>
      {events.length > 0 && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls sideways on a phone, and the keyboard must reach it (WCAG 2.1.1)
        <section className="table-scroll" aria-label="Audit log table" tabIndex={0}>
          <table className="audit-table">
            <caption className="visually-hidden">Audit log, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Subject</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {events.map((e) => (
                <tr key={e.id}>
                  <td>{dateFormat.format(new Date(e.at))}</td>
                  <td>{e.actorEmail ?? e.actorSub}</td>
                  <td>{ACTIONS[e.action] ?? e.action}</td>
                  <td>{e.subject}</td>
                  <td className="muted">{detailsText(e.details)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <div role="status">
        {loading && <p className="loading-text">Loading entries…</p>}
        {!loading && !error && events.length === 0 && <p className="muted">Nothing has been recorded yet.</p>}
      </div>
      {error && (
        <p role="alert" className="form-error">
          The audit log could not be loaded: {error}
        </p>
      )}
      {next !== null && !loading && (
        <button type="button" className="secondary-button" onClick={() => load(next)}>
          Show older entries
        </button>
      )}
    </section>
  );
}
