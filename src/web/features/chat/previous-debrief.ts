import { type Debrief, DebriefSchema } from '../../../contract/chat-state.ts';
import { readJson, storeJson } from '../../components/stored-json.ts';

/** The debrief of the case before "New case", kept in the tab so a reload still shows it. */
const PREVIOUS_DEBRIEF_KEY = 'previousDebrief';

export function savePreviousDebrief(storage: Storage, debrief: Debrief) {
  storeJson(storage, PREVIOUS_DEBRIEF_KEY, debrief, 'the previous debrief in session storage');
}

export function loadPreviousDebrief(storage: Storage): Debrief | undefined {
  return readJson(storage, PREVIOUS_DEBRIEF_KEY, (value) => DebriefSchema.safeParse(value).data);
}
