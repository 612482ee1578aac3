import { createParser } from 'eventsource-parser';

/** The fixed script every simulated resident plays on the sample case, turn by turn. */
export const SCRIPT = [
  'Begin Simulation',
  'I call for help and stand at the head of the bed',
  'I suction the secretions with a yankauer',
  'I pick a child mask that fits from the bridge of the nose to the chin and a 500 mL self-inflating bag connected to oxygen at 15 L/min',
  'I place the mask over the mouth and nose with an EC clamp and a good seal, no pressure on the eyes',
  'what are the vitals?',
];

export type Resident = { token: string; participantId: string };
export type TurnSample = { firstChunkMs: number; turnMs: number; bytes: number; chunks: number };
export type LoadResult = { turns: TurnSample[]; errors: number; wallMs: number };

/**
 * N residents at once, each playing SCRIPT: POST /submit-user-input, then GET /stream-chat read
 * to stream_close. Time to first chunk and whole-turn time are measured from the POST.
 */
export async function runLoad(
  baseUrl: string,
  residents: Resident[],
  options: { init: boolean },
): Promise<LoadResult> {
  const turns: TurnSample[] = [];
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    residents.map(async (resident) => {
      const headers = { Authorization: `Bearer ${resident.token}`, 'Content-Type': 'application/json' };
      try {
        if (options.init) {
          const init = await fetch(`${baseUrl}/reset-conversation`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ participantID: resident.participantId }),
          });
          if (!init.ok) throw new Error(`init ${init.status}`);
          await init.arrayBuffer();
        }
        for (const text of SCRIPT) turns.push(await playTurn(baseUrl, headers, text));
      } catch {
        errors++;
      }
    }),
  );
  const wallMs = performance.now() - started;
  return { turns, errors, wallMs };
}

// Node's fetch keeps connections alive and opens as many per origin as needed (no pool limit).
async function playTurn(baseUrl: string, headers: Record<string, string>, text: string) {
  const t0 = performance.now();
  const posted = await fetch(`${baseUrl}/submit-user-input`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ text }),
  });
  if (!posted.ok) throw new Error(`submit ${posted.status}`);
  await posted.arrayBuffer();
  const response = await fetch(`${baseUrl}/stream-chat`, { headers });
  if (!response.ok || !response.body) throw new Error(`stream ${response.status}`);
  let firstChunkMs = -1;
  let bytes = 0;
  let chunks = 0;
  let closed = false;
  const parser = createParser({
    onEvent(event) {
      if (event.event === 'stream_close') {
        closed = true;
        return;
      }
      // The scenario's state event is not reply text: only text chunks are timed and counted.
      if (event.event !== undefined && event.event !== 'message') return;
      if (firstChunkMs < 0) firstChunkMs = performance.now() - t0;
      bytes += event.data.length;
      chunks++;
    },
  });
  const decoder = new TextDecoder();
  for await (const part of response.body) parser.feed(decoder.decode(part as Uint8Array, { stream: true }));
  if (!closed || chunks === 0) throw new Error('stream ended without a reply or stream_close');
  return { firstChunkMs, turnMs: performance.now() - t0, bytes, chunks };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? Number.NaN) * 10) / 10;
}
