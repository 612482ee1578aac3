import { useEffect, useId, useState } from 'react';

const TICK_MS = 250;

/**
 * Shown instead of the form while the chat initialises (docs/product.md#behaviour): the text "Chatbot Initializing ... "
 * and a bar that fills over `durationMs` (docs/product.md#constants). If the server is slower, the bar waits full.
 */
export function InitProgress({ durationMs }: { durationMs: number }) {
  const [percent, setPercent] = useState(0);
  const labelId = useId();

  useEffect(() => {
    const startedAt = performance.now();
    const timer = setInterval(() => {
      const next = Math.min(100, Math.round(((performance.now() - startedAt) / durationMs) * 100));
      setPercent(next);
      if (next >= 100) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [durationMs]);

  return (
    <div className="chat-init">
      <p id={labelId} className="chat-init-text" role="status">
        {'Chatbot Initializing ... '}
      </p>
      <div
        className="chat-progress"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="chat-progress-fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
