import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the heap grow past what the last full collection kept: 30 % instead of up to 4x.
 * Under load the live heap stays small (about 45 MB at 500 residents mid-turn), but each request's
 * objects outlive a scavenge or two while their statements wait for the database, so the old
 * generation fills with dead turns; V8's default growth let it reach 135-165 MB of them before
 * marking, which set the server's peak memory. Collecting earlier costs some concurrent marking.
 * The flag is process-wide and read at each collection, so it also holds for the database thread.
 * main.ts imports this module first, before the rest of the server is loaded.
 */
setFlagsFromString('--heap-growing-percent=30');
