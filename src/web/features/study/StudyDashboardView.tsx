import { useState } from 'react';
import type { Arm, DashboardQuery, DashboardResponse } from '../../../contract/study.ts';
import { useRemote } from '../../api/useRemote.ts';
import { LoadState } from '../../components/LoadState.tsx';
import { useSelection } from '../../components/route-selection.tsx';
import { AgreementTable } from './AgreementTable.tsx';
import { ItemChart } from './ItemChart.tsx';
import { ItemTable } from './ItemTable.tsx';
import { ParticipantRecordView } from './ParticipantRecordView.tsx';
import { ParticipantsTable } from './ParticipantsTable.tsx';
import { dashboardKey, loadCaseOptions, loadDashboard } from './study-api.ts';
import './study.css';

type Filters = { from: string; to: string; arm: Arm | ''; caseId: string };

/** The filters as the API takes them: dates are whole days in the admin's own time zone. */
function queryOf(filters: Filters): DashboardQuery {
  const day = (value: string, plusDays = 0) => {
    const [y, m, d] = value.split('-').map(Number);
    return new Date(y ?? 0, (m ?? 1) - 1, (d ?? 1) + plusDays).toISOString();
  };
  return {
    ...(filters.from ? { from: day(filters.from) } : {}),
    ...(filters.to ? { to: day(filters.to, 1) } : {}),
    ...(filters.arm ? { arm: filters.arm } : {}),
    ...(filters.caseId ? { caseId: filters.caseId } : {}),
  };
}

/**
 * Study Dashboard (admin): one row per participant with their checklist scores and chat activity, and
 * how often each checklist item was done before, after, and in the chatbot's debriefs.
 */
export default function StudyDashboardView() {
  const [filters, setFilters] = useState<Filters>({ from: '', to: '', arm: '', caseId: '' });
  const rangeError = filters.from && filters.to && filters.from > filters.to;
  const key = rangeError ? '' : dashboardKey(queryOf(filters));
  const [remote, retry] = useRemote(loadDashboard, key);
  const [cases] = useRemote(loadCaseOptions, 'cases');
  const set = (patch: Partial<Filters>) => setFilters((f) => ({ ...f, ...patch }));
  // One participant's record, opened from the table at its own address (/admin/study/participants/:id).
  const [open, setOpen] = useSelection();

  if (open) {
    return (
      <div className="study-view">
        <h2 className="view-title">Study Dashboard</h2>
        <ParticipantRecordView
          participantId={open}
          onBack={() => setOpen(undefined)}
          backLabel="Back to the dashboard"
        />
      </div>
    );
  }

  return (
    <div className="study-view">
      <h2 className="view-title">Study Dashboard</h2>
      <form className="dashboard-filters" aria-label="Filters" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor="filter-from">From</label>
          <input
            id="filter-from"
            type="date"
            value={filters.from}
            onChange={(e) => set({ from: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="filter-to">To (inclusive)</label>
          <input
            id="filter-to"
            type="date"
            value={filters.to}
            aria-invalid={rangeError ? true : undefined}
            onChange={(e) => set({ to: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="filter-arm">Arm</label>
          <select
            id="filter-arm"
            value={filters.arm}
            onChange={(e) => set({ arm: e.target.value as Arm | '' })}
          >
            <option value="">Both arms</option>
            <option value="chatbot">Chatbot</option>
            <option value="simulation">Simulation + debriefing</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-case">Case</label>
          <select id="filter-case" value={filters.caseId} onChange={(e) => set({ caseId: e.target.value })}>
            <option value="">All cases</option>
            {cases.status === 'ready' &&
              cases.data.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.id}. {c.name.length > 60 ? `${c.name.slice(0, 59)}…` : c.name}
                </option>
              ))}
          </select>
        </div>
      </form>
      {rangeError && (
        <p className="form-error" role="alert">
          The start date must not be after the end date.
        </p>
      )}
      <LoadState
        remote={remote}
        loadingText="Loading the study…"
        failedText={() => 'The dashboard could not be loaded.'}
        onRetry={retry}
      >
        {(data) => <Dashboard data={data} onOpen={setOpen} />}
      </LoadState>
    </div>
  );
}

function Dashboard({ data, onOpen }: { data: DashboardResponse; onOpen: (id: string) => void }) {
  const pre = data.participants.filter((p) => p.pre).length;
  const post = data.participants.filter((p) => p.post).length;
  return (
    <>
      <p className="dashboard-summary" role="status">
        {data.participants.length} participant{data.participants.length === 1 ? '' : 's'} · {pre} with a pre
        checklist · {post} with a post checklist
      </p>
      <section aria-labelledby="participants-title">
        <h3 id="participants-title">Participants</h3>
        {data.participants.length === 0 ? (
          <p className="empty-text">No participant has activity matching these filters.</p>
        ) : (
          <ParticipantsTable rows={data.participants} onOpen={onOpen} />
        )}
      </section>
      <section aria-labelledby="items-title">
        <h3 id="items-title">Item by item</h3>
        <p className="hint-text">
          Each participant counts once per measure: their primary pre checklist, primary post checklist (the
          first recorded; see Agreement between raters) and latest finished chatbot case. Items marked N/A, or
          not asked for by the case played, are left out.
        </p>
        <ItemChart items={data.items} />
        <h4>The same numbers as a table</h4>
        <ItemTable items={data.items} />
      </section>
      <section aria-labelledby="agreement-title">
        <h3 id="agreement-title">Agreement between raters</h3>
        <AgreementTable agreement={data.agreement} />
      </section>
    </>
  );
}
