import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { useDialogs } from './dialogs.tsx';
import { readJson, storeJson } from './stored-json.ts';

/** Drafts live in this browser's local storage under one prefix, so a reload, a crash or a closed tab loses none. */
const PREFIX = 'draft:';

/**
 * A form's state that is also kept as a local draft under `key` on every change: a reload or a new tab
 * picks it up where it was. `restored` says the draft came from storage (the form can say so); `discard`
 * forgets it (after a save, or when the user throws it away).
 */
export function useStoredDraft<T>(
  key: string,
  initial: () => T,
  /** Whether a stored value is still a draft of this form (its shape may have changed since). */
  isDraft: (value: unknown) => value is T,
) {
  const [restored] = useState(() => readDraft(key, isDraft));
  const [value, setValue] = useState<T>(() => restored ?? initial());
  const kept = useRef(true);
  const first = useRef(true);
  useEffect(() => {
    // The first render only shows what is there: nothing to keep yet.
    if (first.current) {
      first.current = false;
      return;
    }
    if (kept.current) writeDraft(key, value);
  }, [key, value]);
  const discard = useCallback(() => {
    kept.current = false;
    removeDraft(key);
  }, [key]);
  return { value, setValue, restored: restored !== undefined, discard };
}

export function readDraft<T>(key: string, isDraft: (value: unknown) => value is T): T | undefined {
  return readJson(localStorage, PREFIX + key, (value) => (isDraft(value) ? value : undefined));
}

export function hasDraft(key: string): boolean {
  return localStorage.getItem(PREFIX + key) !== null;
}

export function writeDraft(key: string, value: unknown) {
  // Not kept, the changes are still guarded by the leave warning.
  storeJson(localStorage, PREFIX + key, value, 'the draft');
}

export function removeDraft(key: string) {
  localStorage.removeItem(PREFIX + key);
}

/**
 * Warns before leaving a form with unsaved changes for another view (a menu link, Back), in the app's dialog.
 * A reload or a closed tab is not stopped with the browser's "leave site?" pop-up: the draft is already kept
 * on this device, and the form picks it up on the next visit.
 */
export function useLeaveWarning(dirty: boolean, what = 'your changes'): () => void {
  const dialogs = useDialogs();
  // Read when a move starts, so a save that leaves at once (release() then navigate) is not asked about.
  const released = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !released.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void dialogs
      .confirm({
        title: 'Leave without saving?',
        message: `You have not saved ${what}. A draft is kept on this device, and the form picks it up when you come back.`,
        confirm: 'Leave',
        cancel: 'Stay',
      })
      .then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, dialogs, what]);
  return useCallback(() => {
    released.current = true;
  }, []);
}

/**
 * The Cancel of a form with a kept draft: with changes it asks first (a stray tap must not throw work away),
 * then forgets the draft, lets the form go without the leave warning (`release`, from useLeaveWarning) and leaves.
 */
export function useCancelDraft(options: {
  draft: { discard(): void };
  dirty: boolean;
  release: () => void;
  /** The question and its confirming answer. */
  title: string;
  confirm: string;
  leave: () => void;
}): () => Promise<void> {
  const dialogs = useDialogs();
  const { draft, dirty, release, title, confirm, leave } = options;
  return async () => {
    const go = !dirty || (await dialogs.confirm({ title, confirm, cancel: 'Keep editing', danger: true }));
    if (!go) return;
    draft.discard();
    release();
    leave();
  };
}
