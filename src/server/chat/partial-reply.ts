/**
 * Keeps the stored copy of a reply that is still streaming at most about `intervalMs` behind what
 * the trainee has read. It runs on a timer, not on each new chunk: an LLM that stalls mid-reply
 * sends no more chunks, and a server killed during that stall must still have the text already
 * shown. Writes never overlap. The first failed write is handed to `onError` and stops the writer
 * (the database is likely gone; the caller ends the turn).
 */
export function partialReplyWriter(
  save: (text: string) => Promise<void>,
  intervalMs: number,
  onError: (error: unknown) => void,
) {
  let latest = '';
  let stored = '';
  let failed = false;
  let writing: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (writing || failed || latest === stored) return;
    const text = latest;
    writing = save(text)
      .then(
        () => {
          stored = text;
        },
        (error: unknown) => {
          failed = true;
          onError(error);
        },
      )
      .finally(() => {
        writing = undefined;
      });
  }, intervalMs);

  return {
    /** The whole reply so far. */
    update(text: string) {
      latest = text;
    },
    /** Stops the timer and waits out a write in progress, so the caller's final write lands last. */
    async stop() {
      clearInterval(timer);
      await writing;
    },
  };
}
