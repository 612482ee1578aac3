import { type Debrief, DebriefSchema } from '../../../contract/chat-state.ts';

/** The debrief of the case before "New case", kept in the tab so a reload still shows it. */
const PREVIOUS_DEBRIEF_KEY = 'previousDebrief';

export function savePreviousDebrief(storage: Storage, debrief: Debrief) {
  try {
    storage.setItem(PREVIOUS_DEBRIEF_KEY, JSON.stringify(debrief));
  } catch (error) {
    console.error('Could not keep the previous debrief in session storage', error);
  }
}

export function loadPreviousDebrief(storage: Storage): Debrief | undefined {
  try {
    const parsed = DebriefSchema.safeParse(JSON.parse(storage.getItem(PREVIOUS_DEBRIEF_KEY) ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
