import { useCallback, useState } from 'react';
import type { ChatState } from '../../../contract/chat-state.ts';

/** Readings the SpO2 trend line keeps: about the last dozen turns. */
const TREND_POINTS = 12;

/** The latest state for the patient monitor, when it came (the clock runs on from it), and the SpO2 so far. */
export type MonitorReading = { state: ChatState; receivedAt: number; spo2: number[] };

export function useMonitor() {
  const [reading, setReading] = useState<MonitorReading | undefined>(undefined);
  const show = useCallback((state: ChatState) => {
    setReading((previous) => ({
      state,
      receivedAt: Date.now(),
      spo2: nextTrend(previous?.spo2 ?? [], state),
    }));
  }, []);
  const clear = useCallback(() => setReading(undefined), []);
  return { reading, show, clear };
}

/** The SpO2 readings with this state's added; a new run (no phase yet) starts the line again. */
export function nextTrend(points: number[], state: ChatState): number[] {
  if (state.kind !== 'scenario' || state.phase === null) return [];
  const value = state.vitals?.spo2.value ?? null;
  if (value === null) return points;
  const seeded =
    points.length === 0 && state.vitals?.spo2.previous != null ? [state.vitals.spo2.previous] : points;
  return [...seeded, value].slice(-TREND_POINTS);
}
