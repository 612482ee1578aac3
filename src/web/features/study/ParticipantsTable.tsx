import { useState } from 'react';
import type { DashboardRow } from '../../../contract/study.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { ARM_LABELS, formatDuration, formatWhen } from './format.ts';

type Column = {
  key: string;
  label: string;
  /** The value rows are sorted by; null sorts last. */
  value: (row: DashboardRow) => string | number | null;
  show: (row: DashboardRow) => React.ReactNode;
};

const score = (s: DashboardRow['pre']) => (s ? `${s.total} / ${s.applicable}` : '—');

const COLUMNS: Column[] = [
  { key: 'participant', label: 'Participant', value: (r) => r.participantID, show: (r) => r.participantID },
  { key: 'arm', label: 'Arm', value: (r) => r.arm, show: (r) => (r.arm ? ARM_LABELS[r.arm] : '—') },
  { key: 'pre', label: 'Pre score', value: (r) => r.pre?.total ?? null, show: (r) => score(r.pre) },
  { key: 'post', label: 'Post score', value: (r) => r.post?.total ?? null, show: (r) => score(r.post) },
  { key: 'sessions', label: 'Chat sessions', value: (r) => r.sessions, show: (r) => r.sessions },
  { key: 'played', label: 'Cases played', value: (r) => r.casesPlayed, show: (r) => r.casesPlayed },
  { key: 'finished', label: 'Cases finished', value: (r) => r.casesFinished, show: (r) => r.casesFinished },
  { key: 'stops', label: 'Hard stops', value: (r) => r.stops, show: (r) => r.stops },
  {
    key: 'debrief',
    label: 'Time to debrief (median)',
    value: (r) => r.timeToDebriefMs,
    show: (r) => formatDuration(r.timeToDebriefMs),
  },
  {
    key: 'last',
    label: 'Last activity',
    value: (r) => r.lastActivity,
    show: (r) => <time dateTime={r.lastActivity}>{formatWhen(r.lastActivity)}</time>,
  },
];

type Sort = { key: string; direction: 'ascending' | 'descending' };

function compare(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
}

/** One row per participant; a column header sorts by it, a second press reverses the order. */
export function ParticipantsTable({ rows, onOpen }: { rows: DashboardRow[]; onOpen: (id: string) => void }) {
  const [sort, setSort] = useState<Sort>({ key: 'last', direction: 'descending' });
  const column = COLUMNS.find((c) => c.key === sort.key) ?? COLUMNS[0];
  const sorted = [...rows].sort((a, b) => {
    if (!column) return 0;
    const [x, y] = [column.value(a), column.value(b)];
    // Empty cells stay last whichever way the column is sorted.
    if (x === null || y === null) return compare(x, y);
    return sort.direction === 'ascending' ? compare(x, y) : compare(y, x);
  });
  const press = (key: string) =>
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { key, direction: key === 'participant' || key === 'arm' ? 'ascending' : 'descending' },
    );
  return (
    <DataTable
      label="Participants table"
      className="study-table"
      head={COLUMNS.map((c) => (
        <th key={c.key} scope="col" aria-sort={sort.key === c.key ? sort.direction : undefined}>
          <button type="button" className="sort-button" onClick={() => press(c.key)}>
            {c.label}
            <span aria-hidden="true">
              {sort.key === c.key ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ''}
            </span>
          </button>
        </th>
      ))}
    >
      {sorted.map((row) => (
        <tr key={row.participantID}>
          {COLUMNS.map((c) =>
            c.key === 'participant' ? (
              <th key={c.key} scope="row" className="long-id">
                <button type="button" className="link-button" onClick={() => onOpen(row.participantID)}>
                  {row.participantID}
                </button>
              </th>
            ) : (
              <td key={c.key}>{c.show(row)}</td>
            ),
          )}
        </tr>
      ))}
    </DataTable>
  );
}
