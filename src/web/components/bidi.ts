/** Shared with the server's CSV exports, which escape the same characters. */
export { revealBidiControls } from '../../contract/bidi.ts';
