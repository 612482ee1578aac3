import { type ChatState, ChatStateSchema, STATE_EVENT } from '../../../contract/chat-state.ts';
import { errorText } from '../../api/error-text.ts';
import { streamChat } from '../../api/sse.ts';
import { fetchImageUrl, submitUserInput } from './chat-api.ts';
import { type ChatLogAction, imageRequestsIn, nextMessageId } from './chat-log.ts';

export type ChatContext = {
  /** Aborted by Reset or when the view closes: the flow then stops quietly. */
  signal: AbortSignal;
  dispatch: (action: ChatLogAction) => void;
  /** Shows a notice in the chat. */
  notify: (text: string) => void;
  /** The scenario's state that came with a reply (the patient monitor shows it). */
  onState?: (state: ChatState) => void;
};

export const INTERRUPTED_NOTICE =
  'The connection was interrupted. Your message is back in the box: press Retry to send it again.';

export const EMPTY_REPLY_NOTICE = 'No answer came back this time. Send your message again.';

export type TurnOutcome =
  | { kind: 'replied'; reply: string }
  /** The message did not reach the server: the caller offers it again. */
  | { kind: 'not-sent' }
  | { kind: 'interrupted' }
  | { kind: 'aborted' };

/**
 * docs/product.md#behaviour "Sending a message": the user's message goes into the log, is posted, and the reply is
 * streamed into the log chunk by chunk. Failures are logged (docs/product.md#messages) and told in the chat.
 */
export async function runTurn(
  text: string,
  { signal, dispatch, notify, onState }: ChatContext,
): Promise<TurnOutcome> {
  dispatch({ type: 'add', message: { id: nextMessageId(), text, sender: 'user', type: 'text' } });
  try {
    await submitUserInput(text, signal);
  } catch (error) {
    if (signal.aborted) return { kind: 'aborted' };
    console.error('Submitting the message failed', error);
    notify(
      `Your message did not reach the chatbot: ${errorText(error)} ` +
        'It is back in the message box: press Retry to send it again.',
    );
    return { kind: 'not-sent' };
  }

  let reply = '';
  try {
    await streamChat({
      signal,
      onChunk: (chunk) => {
        if (signal.aborted) return;
        reply += chunk;
        dispatch({ type: 'chunk', text: chunk, id: nextMessageId() });
      },
      onEvent: (name, data) => {
        if (signal.aborted || name !== STATE_EVENT) return;
        const state = parseState(data);
        if (!state) return;
        onState?.(state);
        if (state.kind === 'scenario' && (state.stop || state.debrief)) {
          dispatch({
            type: 'mark',
            mark: {
              ...(state.stop ? { stop: state.stop } : {}),
              ...(state.debrief ? { debrief: state.debrief } : {}),
            },
          });
        }
      },
    });
  } catch (error) {
    if (signal.aborted) return { kind: 'aborted' };
    console.error('The reply stream failed', error);
    // The partial reply stays, but no more text will join it: the next reply starts its own message.
    dispatch({ type: 'endStream' });
    notify(INTERRUPTED_NOTICE);
    return { kind: 'interrupted' };
  }
  if (signal.aborted) return { kind: 'aborted' };
  dispatch({ type: 'endStream' });
  // The server closes the stream even when its tutor failed before saying anything.
  if (reply.trim() === '') notify(EMPTY_REPLY_NOTICE);
  return { kind: 'replied', reply };
}

/** The state event's data, or undefined (logged) when it does not match the contract: the text still shows. */
function parseState(data: string): ChatState | undefined {
  try {
    const parsed = ChatStateSchema.safeParse(JSON.parse(data));
    if (parsed.success) return parsed.data;
    console.warn('Ignoring a state event that does not match the contract', parsed.error.issues[0]);
  } catch {
    console.warn('Ignoring a state event that is not JSON');
  }
  return undefined;
}

/** Fetches and shows, after the reply, each image the finished reply asks for. */
export async function showRequestedImages(reply: string, { signal, dispatch, notify }: ChatContext) {
  for (const request of imageRequestsIn(reply)) {
    try {
      const url = await fetchImageUrl(request.imageId, signal);
      if (signal.aborted) return;
      dispatch({ type: 'add', message: { id: nextMessageId(), text: url, sender: 'bot', type: 'image' } });
    } catch (error) {
      if (signal.aborted) return;
      console.error(`Fetching image ${request.imageId} failed`, error);
      notify(`The ${request.kind} image for this step could not be loaded. The case can go on without it.`);
    }
  }
}
