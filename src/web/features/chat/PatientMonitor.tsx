import { useEffect, useId, useState } from 'react';
import type { ScenarioChatState, VitalKey, VitalReading } from '../../../contract/chat-state.ts';
import { VITAL_KEYS } from '../../../contract/chat-state.ts';
import { checklistItem } from '../../../contract/checklist.ts';
import { clock } from '../../components/debrief/format.ts';
import type { MonitorReading } from './useMonitor.ts';
import './monitor.css';

const VITALS: Record<VitalKey, { label: string; name: string; unit: string }> = {
  hr: { label: 'HR', name: 'Heart rate', unit: '/min' },
  spo2: { label: 'SpO₂', name: 'SpO2', unit: '%' },
  rr: { label: 'RR', name: 'Respiratory rate', unit: '/min' },
  nibp: { label: 'NIBP', name: 'Blood pressure', unit: 'mmHg' },
  etco2: { label: 'EtCO₂', name: 'End-tidal CO2', unit: 'mmHg' },
  temp: { label: 'Temp', name: 'Temperature', unit: '°C' },
};

/**
 * The patient monitor above the conversation: phase, clock, goals and the six vital signs, each against the
 * normal range for the patient's age. Out of range shows in colour and also as an arrow and a word. Screen
 * readers get one sentence per vital; the clock is not announced as it runs.
 */
export function PatientMonitor({ reading }: { reading: MonitorReading | undefined }) {
  const state = reading?.state;
  if (!state || (state.kind === 'scenario' && state.stage === 'waiting')) {
    return (
      <section className="monitor monitor-idle" aria-label="Patient monitor">
        <p>The patient monitor starts when you type “Begin Simulation”.</p>
      </section>
    );
  }
  if (state.kind === 'untracked') {
    return (
      <section className="monitor monitor-idle" aria-label="Patient monitor">
        <p>The AI tutor gives the vital signs in its replies.</p>
      </section>
    );
  }
  return <LiveMonitor state={state} receivedAt={reading.receivedAt} spo2={reading.spo2} />;
}

function LiveMonitor({
  state,
  receivedAt,
  spo2,
}: {
  state: ScenarioChatState;
  receivedAt: number;
  spo2: number[];
}) {
  const elapsed = useElapsed(state, receivedAt);
  // On a phone the monitor is one line (phase, goals, clock) that opens on tap; wider screens always show all.
  const [open, setOpen] = useState(false);
  const [goalsOpen, setGoalsOpen] = useState(false);
  const vitalsId = useId();
  const goalsId = useId();
  const credited = state.credited.map((id) => checklistItem(id).label);
  return (
    <section
      className="monitor"
      aria-label="Patient monitor"
      data-stage={state.stage}
      data-open={open ? 'true' : 'false'}
    >
      <div className="monitor-head">
        <button
          type="button"
          className="monitor-toggle"
          aria-expanded={open}
          aria-controls={vitalsId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Hide vitals' : 'Vitals'}
        </button>
        {state.phase && (
          <span className="monitor-phase">
            {state.stage === 'complete'
              ? 'Case complete'
              : `Phase ${state.phase.number} of ${state.phase.of}`}
            {state.stage === 'running' && state.phase.attempt > 1 && (
              <span className="monitor-attempt"> · attempt {state.phase.attempt}</span>
            )}
          </span>
        )}
        {state.goals && state.goals.of > 0 && (
          <button
            type="button"
            className="monitor-goals"
            aria-expanded={goalsOpen}
            aria-controls={goalsId}
            onClick={() => setGoalsOpen((o) => !o)}
          >
            {state.goals.met}/{state.goals.of} goals
          </button>
        )}
        {elapsed !== null && (
          <span className="monitor-clock">
            <span className="visually-hidden">Time since Begin Simulation </span>
            <time>{clock(elapsed)}</time>
          </span>
        )}
        {state.patient && <span className="monitor-patient">{state.patient.described}</span>}
      </div>
      {goalsOpen && state.goalItems && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: on a phone the list scrolls, and the keyboard must reach it (WCAG 2.1.1)
        <ul id={goalsId} className="monitor-goal-list" aria-label="Goals of this phase" tabIndex={0}>
          {state.goalItems.map((goal) => (
            <li key={goal.item} data-met={goal.met ? 'true' : 'false'}>
              <span aria-hidden="true">{goal.met ? '✓' : '○'}</span> {checklistItem(goal.item).label}
              <span className="monitor-goal-state">{goal.met ? ' — met' : ' — not yet'}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="monitor-credited" role="status">
        {credited.length > 0 ? `Credited this turn: ${credited.join(', ')}.` : ''}
      </p>
      {state.vitals && (
        <ul className="monitor-vitals" id={vitalsId}>
          {VITAL_KEYS.map((key) => (
            <VitalTile
              key={key}
              vital={key}
              reading={state.vitals?.[key]}
              trend={key === 'spo2' ? spo2 : undefined}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function VitalTile({
  vital,
  reading,
  trend,
}: {
  vital: VitalKey;
  reading: VitalReading | undefined;
  trend?: number[];
}) {
  if (!reading) return null;
  const { label, name, unit } = VITALS[vital];
  const flag = reading.status === 'low' ? '▼' : reading.status === 'high' ? '▲' : '';
  const direction = trendOf(reading);
  const range = `${reading.normal.low}–${reading.normal.high}`;
  return (
    <li className="vital" data-vital={vital} data-status={reading.status}>
      <span className="visually-hidden">{spoken(name, unit, reading, direction)}</span>
      <span className="vital-label" aria-hidden="true">
        {label}
        {flag && (
          <span className="vital-flag">
            {flag}
            <span className="vital-flag-word"> {reading.status.toUpperCase()}</span>
          </span>
        )}
      </span>
      <span className="vital-value" aria-hidden="true">
        {reading.shown ?? '—'}
        {reading.shown !== null && <span className="vital-unit">{unit}</span>}
        {trend && direction && (
          <span className={`vital-trend vital-trend-${direction}`}>{ARROWS[direction]}</span>
        )}
      </span>
      <span className="vital-range" aria-hidden="true">
        {vital === 'nibp' && <span className="vital-range-prefix">SBP </span>}
        {range}
      </span>
      {trend && trend.length > 1 && <Sparkline points={trend} />}
    </li>
  );
}

type Direction = 'rising' | 'falling' | 'steady';
const ARROWS: Record<Direction, string> = { rising: '↑', falling: '↓', steady: '→' };

function trendOf(reading: VitalReading): Direction | null {
  if (reading.value === null || reading.previous === null) return null;
  if (reading.value > reading.previous) return 'rising';
  if (reading.value < reading.previous) return 'falling';
  return 'steady';
}

/** "SpO2 58 %, low: normal for this age 95 to 100; falling from 73." */
function spoken(name: string, unit: string, reading: VitalReading, direction: Direction | null): string {
  if (reading.shown === null) return `${name}: not measured.`;
  const where = reading.status === 'normal' ? 'normal' : reading.status;
  const trend = direction && direction !== 'steady' ? `; ${direction} from ${reading.previous}` : '';
  return `${name} ${reading.shown} ${unit}, ${where}: normal for this age ${reading.normal.low} to ${reading.normal.high}${trend}.`;
}

/** The SpO2 readings of this run as a small line, oldest to newest (decoration: the words say it). */
function Sparkline({ points }: { points: number[] }) {
  const low = Math.min(...points, 80);
  const high = Math.max(...points, 100);
  const step = 60 / Math.max(1, points.length - 1);
  const line = points.map(
    (p, i) => `${(i * step).toFixed(1)},${(18 - ((p - low) / (high - low || 1)) * 16).toFixed(1)}`,
  );
  return (
    <svg className="vital-sparkline" viewBox="0 0 60 20" aria-hidden="true" focusable="false">
      <polyline points={line.join(' ')} fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

/** The time since Begin Simulation, running on between turns while the case runs. */
function useElapsed(state: ScenarioChatState, receivedAt: number): number | null {
  const running = state.stage === 'running' && state.elapsedMs !== null;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  if (state.elapsedMs === null) return null;
  return running ? state.elapsedMs + Math.max(0, now - receivedAt) : state.elapsedMs;
}
