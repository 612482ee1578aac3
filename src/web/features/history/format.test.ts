import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatTime,
  formatTurnTime,
  toDate,
  turnNote,
  tutorLabel,
} from './format.ts';

const london = { locale: 'en-GB', timeZone: 'Europe/London' };
const tokyo = { locale: 'en-GB', timeZone: 'Asia/Tokyo' };
const us = { locale: 'en-US', timeZone: 'America/New_York' };

describe('toDate', () => {
  it('reads ISO text, epoch milliseconds and milliseconds as digits', () => {
    const iso = '2025-05-14T15:04:05.000Z';
    const ms = Date.parse(iso);
    expect(toDate(iso)?.getTime()).toBe(ms);
    expect(toDate(ms)?.getTime()).toBe(ms);
    expect(toDate(String(ms))?.getTime()).toBe(ms);
  });

  it('gives undefined for text that is no time', () => {
    expect(toDate('yesterday-ish')).toBeUndefined();
    expect(toDate('')).toBeUndefined();
  });
});

describe('date and time in the reader locale and zone', () => {
  const at = '2025-05-14T23:30:05.000Z';

  it('follows the locale and the time zone', () => {
    expect(formatDate(at, london)).toBe('15 May 2025');
    expect(formatTime(at, london)).toBe('00:30:05');
    expect(formatDate(at, us)).toBe('May 14, 2025');
    expect(formatTime(at, us)).toBe('7:30:05 PM');
    expect(formatDateTime(at, tokyo)).toBe('15 May 2025, 08:30:05');
  });

  it('shows an unreadable stored time as it was stored', () => {
    expect(formatDateTime('not a time', london)).toBe('not a time');
  });

  it('gives a turn only its clock time on the day the conversation started', () => {
    expect(formatTurnTime('2025-05-14T10:00:09Z', '2025-05-14T09:59:00Z', london)).toBe('11:00:09');
    expect(formatTurnTime('2025-05-15T08:00:00Z', '2025-05-14T09:59:00Z', london)).toBe(
      '15 May 2025, 09:00:00',
    );
  });
});

describe('tutorLabel', () => {
  it('names the engine, or the LLM with its model', () => {
    expect(tutorLabel({ tutor: 'engine', model: null })).toBe('Scenario engine');
    expect(tutorLabel({ tutor: 'llm', model: 'gpt-4o-mini' })).toBe('LLM + scenario engine (gpt-4o-mini)');
    expect(tutorLabel({ tutor: 'llm', model: null })).toBe('LLM + scenario engine (model not recorded)');
    expect(tutorLabel({ tutor: 'llm-prompt', model: 'gpt-4o-mini' })).toBe('LLM, prompt only (gpt-4o-mini)');
  });
});

describe('turnNote', () => {
  it('marks cut replies and questions left without reply', () => {
    expect(turnNote('bot', 'cut')).toBe('(cut off)');
    expect(turnNote('user', 'unanswered')).toBe('(no reply)');
    expect(turnNote('user', 'pending')).toBe('(awaiting reply)');
  });

  it('says nothing about turns that ended normally', () => {
    expect(turnNote('bot', 'complete')).toBeUndefined();
    expect(turnNote('user', 'answered')).toBeUndefined();
  });
});
