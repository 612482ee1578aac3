import { errorText } from '../../api/error-text.ts';
import { botText } from './chat-log.ts';
import type { ChatContext } from './turn.ts';

/** docs/product.md#constants: the chat initialisation loading bar runs for 5 seconds. */
export const INIT_DURATION_MS = 5000;
export const BEGIN_PROMPT = 'Please type "Begin Simulation" to begin';

/**
 * docs/product.md#behaviour "Initialisation": the loading bar runs while `serverSteps` (re)start the conversation;
 * once both are done, the bot asks for "Begin Simulation". When the server failed, a notice says so
 * instead, because the simulation cannot begin. Either way the form comes back (so Reset can be
 * pressed) once this resolves, unless the signal aborted it.
 */
export async function initialiseChat(
  serverSteps: () => Promise<void>,
  { signal, dispatch, notify }: ChatContext,
): Promise<void> {
  const [failure] = await Promise.all([
    serverSteps().then(
      () => undefined,
      (error: unknown) => ({ error }),
    ),
    wait(INIT_DURATION_MS, signal),
  ]);
  if (signal.aborted) return;
  if (failure) {
    console.error('Starting the conversation failed', failure.error);
    notify(`The chatbot could not start: ${errorText(failure.error)} Press New case to try again.`);
    return;
  }
  dispatch({ type: 'add', message: botText(BEGIN_PROMPT) });
}

/** Resolves after `ms`, or at once when the signal aborts. */
function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
