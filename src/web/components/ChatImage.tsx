import { useState } from 'react';
import { GetImageResponseSchema } from '../../contract/api.ts';
import { ApiError, apiJson } from '../api/client.ts';

type Phase = 'showing' | 'refreshing' | 'gone' | 'failed';
type State = { src: string; current: string; phase: Phase; refreshed: boolean };

const fresh = (src: string): State => ({ src, current: src, phase: 'showing', refreshed: false });
const noteStyle = { color: 'var(--ink-soft)', fontStyle: 'italic' } as const;

/** The image id of a signed image link (/images/{id}?exp=...&sig=...), absolute or relative. */
export function imageIdOf(url: string): string | undefined {
  try {
    return /^\/images\/(\d{1,9})$/.exec(new URL(url, window.location.origin).pathname)?.[1];
  } catch {
    return undefined;
  }
}

/**
 * An image from the library in a chat or history message. Its signed link expires after about 12
 * hours, so a history saved weeks ago holds dead links: on a load failure the component asks
 * /get-image/{id} for a fresh link once and retries, and says so plainly if the image was deleted.
 */
export function ChatImage({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const [state, setState] = useState<State>(() => fresh(src));
  // A new src (another message) starts over, refresh allowance included.
  if (state.src !== src) setState(fresh(src));

  function onError() {
    const id = imageIdOf(state.current);
    if (state.refreshed || !id) {
      setState((s) => ({ ...s, phase: 'gone' }));
      return;
    }
    setState((s) => ({ ...s, phase: 'refreshing', refreshed: true }));
    apiJson(GetImageResponseSchema, `/get-image/${id}`).then(
      ({ image }) => setState((s) => (s.src === src ? { ...s, current: image, phase: 'showing' } : s)),
      (error: unknown) => {
        // 404: deleted from the library. Anything else (offline, signed out) may pass.
        const phase = error instanceof ApiError && error.status === 404 ? 'gone' : 'failed';
        setState((s) => (s.src === src ? { ...s, phase } : s));
      },
    );
  }

  if (state.phase === 'refreshing') return <span style={noteStyle}>Loading image…</span>;
  if (state.phase === 'gone') return <span style={noteStyle}>Image no longer available</span>;
  if (state.phase === 'failed') return <span style={noteStyle}>Image could not be loaded</span>;
  return (
    <img
      src={state.current}
      alt={alt}
      className={className}
      loading="lazy"
      decoding="async"
      onError={onError}
    />
  );
}

export default ChatImage;
