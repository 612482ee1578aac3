import { useCallback, useEffect, useState } from 'react';

export type Remote<T> =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; data: T };

type Settled<T> = { key: string; attempt: number; remote: Remote<T> };

/** What `useRemote` hands back: the state, a retry, and a local change to the loaded data (after a save). */
export type RemoteHandle<T> = [Remote<T>, () => void, (change: (data: T) => T) => void];

/**
 * The web app's one way to load data: `loader(key)`, re-loaded when the key changes or `retry` is called. The result is tied to
 * the key and attempt it answers, so a stale answer never shows under a new key, and the request
 * of a view that moved on is aborted. `preloaded` is data already in hand for the first key (a
 * search has just fetched it), so it is shown without a second request.
 */
export function useRemote<T>(
  loader: (key: string, signal: AbortSignal) => Promise<T>,
  key: string,
  preloaded?: T,
): RemoteHandle<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | undefined>(() =>
    preloaded === undefined ? undefined : { key, attempt: 0, remote: { status: 'ready', data: preloaded } },
  );
  const current = settled?.key === key && settled.attempt === attempt;

  useEffect(() => {
    if (current) return;
    const abort = new AbortController();
    loader(key, abort.signal).then(
      (data) => {
        if (!abort.signal.aborted) setSettled({ key, attempt, remote: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (!abort.signal.aborted) setSettled({ key, attempt, remote: { status: 'failed', error } });
      },
    );
    return () => abort.abort();
  }, [loader, key, attempt, current]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // The server already holds the change (an account added, a role set): no need to load everything again.
  const update = useCallback(
    (change: (data: T) => T) =>
      setSettled((s) =>
        s?.remote.status === 'ready' ? { ...s, remote: { status: 'ready', data: change(s.remote.data) } } : s,
      ),
    [],
  );
  return [current && settled ? settled.remote : { status: 'loading' }, retry, update];
}
