import type { Transcript } from '../../../contract/api.ts';

/**
 * Locale and time zone for the formatters. The screen passes nothing, so times appear in the
 * admin's own browser locale and zone (docs/product.md#screens); tests pass fixed ones.
 */
export type Zone = { locale?: string; timeZone?: string };

/**
 * A stored time as a Date. Saved groups carry whatever the chat client stored: epoch milliseconds
 * (a number, or digits in a string) or an ISO text; the server's own times are ISO.
 */
export function toDate(value: string | number): Date | undefined {
  const date = new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const format = (options: Intl.DateTimeFormatOptions, zone: Zone) => (value: string | number) => {
  const date = toDate(value);
  // An unreadable time is still evidence: show it as stored rather than hide it.
  return date
    ? new Intl.DateTimeFormat(zone.locale, { ...options, timeZone: zone.timeZone }).format(date)
    : String(value);
};

export const formatDate = (value: string | number, zone: Zone = {}) =>
  format({ dateStyle: 'medium' }, zone)(value);
export const formatTime = (value: string | number, zone: Zone = {}) =>
  format({ timeStyle: 'medium' }, zone)(value);
export const formatDateTime = (value: string | number, zone: Zone = {}) =>
  format({ dateStyle: 'medium', timeStyle: 'medium' }, zone)(value);

/** A turn's time: the clock time alone when it falls on the day the conversation started. */
export function formatTurnTime(at: string, startedAt: string, zone: Zone = {}): string {
  return formatDate(at, zone) === formatDate(startedAt, zone)
    ? formatTime(at, zone)
    : formatDateTime(at, zone);
}

/** "Scenario engine", or the LLM design and model for conversations an OpenAI-compatible model took part in. */
export function tutorLabel({ tutor, model }: Pick<Transcript, 'tutor' | 'model'>): string {
  if (tutor === 'engine') return 'Scenario engine';
  if (tutor === 'llm') return `LLM + scenario engine (${model ?? 'model not recorded'})`;
  if (tutor === 'llm-prompt') return `LLM, prompt only (${model ?? 'model not recorded'})`;
  return model ? `${tutor} (${model})` : tutor;
}

/**
 * The marker of a turn that did not end normally, as the server's status records it. A reply cut
 * off mid-stream and a question left without reply matter to researchers grading the resident.
 */
export function turnNote(sender: 'user' | 'bot', status: string): string | undefined {
  if (sender === 'bot') {
    if (status === 'cut') return '(cut off)';
    if (status === 'streaming') return '(still streaming)';
    return undefined;
  }
  if (status === 'unanswered') return '(no reply)';
  if (status === 'pending' || status === 'answering') return '(awaiting reply)';
  return undefined;
}

export const senderLabel = (sender: 'user' | 'bot') => (sender === 'user' ? 'Resident' : 'Bot');

type TurnLog = NonNullable<Transcript['messages'][number]['turnLog']>;

/**
 * One line on how the tutor served a turn, for researchers: the engine's verdict, who read and who spoke (and
 * why the model did not, when it did not), tokens and latency.
 */
export function turnRecordLine(log: TurnLog): string {
  const { verdict } = log;
  const stops = verdict.stops.length > 0 ? ` on ${verdict.stops.map((s) => s.item).join(', ')}` : '';
  const parts = [
    `Engine: ${verdict.kind}${stops}, phase ${verdict.phase}, attempt ${verdict.attempt}`,
    `read by ${log.reader}${log.readFailure ? ` (model not used: ${log.readFailure})` : ''}`,
    `spoken by ${log.speaker}${log.speakFailure ? ` (model not used: ${log.speakFailure})` : ''}`,
  ];
  if (log.tokensIn + log.tokensOut > 0) parts.push(`${log.tokensIn} tokens in, ${log.tokensOut} out`);
  parts.push(`${(log.latencyMs / 1000).toFixed(1)} s`);
  return parts.join(' · ');
}
