import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_EMAIL, RESIDENT_EMAIL } from '../../../test/app.ts';
import { activeTranscript, chatClient, eventually, shape } from '../../../test/chat-client.ts';
import { behave, type FakeOpenAi, startFakeOpenAi } from '../../../test/fake-openai-server.ts';
import { freePort } from '../../../test/ports.ts';
import { type ServerProcess, startServerProcess } from '../../../test/server-process.ts';
import { readChatStream } from '../../../test/sse-client.ts';
import { socketPath } from '../db/socket-bridge.ts';

/**
 * The server process dies or is stopped in the middle of a streamed reply (embedded PGlite, LLM
 * tutor against a real local server speaking the OpenAI protocol). Nothing said before is lost,
 * the partial reply is kept, and the same data folder serves the next turn after a restart.
 */
let fake: FakeOpenAi;
let dataDir: string;
let port: number;
let env: Record<string, string>;
let server: ServerProcess | undefined;
let resident: string;
let admin: string;

const PARTICIPANT = 'P-FAULT';

beforeAll(async () => {
  fake = await startFakeOpenAi();
  dataDir = mkdtempSync(join(tmpdir(), 'airway-faults-'));
  port = await freePort();
  env = {
    DATA_DIR: dataDir,
    TUTOR: 'llm-prompt',
    LLM_BASE_URL: fake.url,
    LLM_API_KEY: 'sk-test',
    LLM_MODEL: 'fake-model',
    // Longer than any stall here: the stream must end because of the fault, not the LLM watchdog.
    LLM_TIMEOUT_MS: '60000',
  };
}, 60_000);

afterAll(async () => {
  await server?.kill();
  await fake?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Restarts on the same port, so tokens minted earlier (same issuer and audience) still work. */
// A start creates or opens an on-disk PGlite: seconds alone, but over 60 s was seen on a 2-core machine at load 17.
const start = (via: 'node' | 'npm start' = 'node') =>
  startServerProcess(port, env, { readyTimeoutMs: 150_000, via });
const transcript = () => activeTranscript(serverUrl(), admin, PARTICIPANT);
const serverUrl = () => `http://127.0.0.1:${port}`;

async function completeTurn(text: string, reply: string[]) {
  const chat = chatClient(serverUrl(), resident);
  fake.script(behave.reply(reply));
  expect((await chat.post('/submit-user-input', { text })).status).toBe(200);
  const stream = await readChatStream(serverUrl(), resident);
  expect(stream).toMatchObject({ status: 200, text: reply.join(''), closed: true });
}

/** Submits a turn whose LLM reply stalls after two chunks, and waits until the client has read both. */
async function stalledTurn(text: string, parts: [string, string]) {
  const chat = chatClient(serverUrl(), resident);
  fake.script(behave.stall([...parts, 'Never sent.'], 2));
  expect((await chat.post('/submit-user-input', { text })).status).toBe(200);
  const stream = await chat.openStream();
  await stream.waitForChunks(2);
  return stream;
}

/** The one child of a process (npm's script), or 0 when it has none. */
async function childPid(parent: number | undefined): Promise<number> {
  const { stdout } = await promisify(execFile)('ps', ['-o', 'pid=', '--ppid', String(parent)]).catch(() => ({
    stdout: '',
  }));
  return Number(stdout.trim().split(/\s+/)[0] ?? 0);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

it('keeps every turn through a SIGKILL mid-stream, and continues the conversation after a restart', async () => {
  server = await start();
  resident = await server.token(RESIDENT_EMAIL);
  admin = await server.token(ADMIN_EMAIL);
  const chat = chatClient(server.url, resident);
  expect((await chat.post('/init-conversation', { participantID: PARTICIPANT })).status).toBe(200);
  await completeTurn('Begin Simulation', ['A 2-year-old ', 'with stridor.']);
  await completeTurn('I give oxygen', ['Saturation ', 'rises to 94%.']);

  const stream = await stalledTurn('I look in the mouth', ['The airway ', 'looks swollen. ']);
  // The partial reply reaches the database while the LLM has gone quiet: by the writer's own timer (about a
  // second), not at the end of the reply, which never comes (the LLM watchdog is 60 s). The wait allows a busy
  // machine far more than a second, and stays well short of the watchdog.
  const flushedAt = Date.now();
  await eventually(transcript, (t) => t.messages.at(-1)?.text === 'The airway looks swollen. ', 30_000);
  const flushMs = Date.now() - flushedAt;
  await server.kill();
  const ended = await stream.done;
  // A killed server says nothing more: the client sees the connection break, not a clean end.
  expect(ended.closed).toBe(false);
  expect(ended.error).toBeDefined();
  // The killed process left its socket-bridge file behind; the restart must not trip over it.
  expect(existsSync(socketPath(dataDir))).toBe(true);

  const restartedAt = Date.now();
  // Through `npm start` this time: the next test stops it with a SIGTERM sent to npm.
  server = await start('npm start');
  const restartMs = Date.now() - restartedAt;
  const after = await transcript();
  // Completed turns intact; the interrupted turn is still open (closed when the next turn comes).
  expect(shape(after)).toEqual([
    'user:answered',
    'bot:complete',
    'user:answered',
    'bot:complete',
    'user:answering',
    'bot:streaming',
  ]);
  expect(after.messages.map((m) => m.text)).toEqual([
    'Begin Simulation',
    'A 2-year-old with stridor.',
    'I give oxygen',
    'Saturation rises to 94%.',
    'I look in the mouth',
    'The airway looks swollen. ',
  ]);

  await completeTurn('I call anaesthesia', ['Anaesthesia ', 'is on the way.']);
  const final = await transcript();
  expect(shape(final).slice(4)).toEqual(['user:answered', 'bot:cut', 'user:answered', 'bot:complete']);
  expect(final.messages[5]?.text).toBe('The airway looks swollen. ');
  // The LLM was given the whole conversation, the cut reply included.
  const body = fake.requests.at(-1)?.body as { messages: { role: string; content: string }[] };
  expect(body.messages.map((m) => m.role)).toEqual([
    'system',
    'user',
    'assistant',
    'user',
    'assistant',
    'user',
    'assistant',
    'user',
  ]);
  console.info(
    `[faults] SIGKILL: partial reply stored ${flushMs} ms after the stall; restart ${restartMs} ms`,
  );
}, 300_000);

it('ends an open stream with stream_close on SIGTERM to `npm start`, stores the partial reply as cut, and exits 0', async () => {
  if (!server) throw new Error('the previous test starts the server');
  // npm's child is the server itself (the script execs node), so npm's SIGTERM reaches it.
  const serverPid = await childPid(server.child.pid);
  expect(serverPid).toBeGreaterThan(0);
  const stream = await stalledTurn('I reposition the head', ['Stridor ', 'is quieter. ']);
  const signalledAt = Date.now();
  const exit = server.stop().then((result) => ({ ...result, at: Date.now() }));
  const ended = await stream.done;
  const { code, signal, at } = await exit;
  expect(ended.closed).toBe(true);
  expect(ended.error).toBeUndefined();
  expect(ended.endedAt).toBeLessThanOrEqual(at);
  expect({ code, signal }).toEqual({ code: 0, signal: null });
  const exitMs = at - signalledAt;
  // A stop that ends at all, by itself, with code 0, is what is checked; how fast is logged below, not asserted
  // (a busy CI machine must not fail it): about 5 s here, inside the 10 s a service manager waits before SIGKILL.
  expect(exitMs).toBeLessThan(120_000);
  // The LLM request was cancelled, not left open upstream (seen by the fake, in this process, once it has read
  // the closed socket: waited for, not assumed to come before the exit of another process).
  await eventually(
    async () => fake.requests.at(-1)?.clientClosedEarly,
    (closedEarly) => closedEarly === true,
  );
  // No orphan left serving: the server process has exited along with npm.
  expect(isRunning(serverPid)).toBe(false);
  // A clean stop removes its socket-bridge file.
  expect(existsSync(socketPath(dataDir))).toBe(false);

  server = await start();
  const after = await transcript();
  // Stored as 'cut' by the stopping server itself, not left 'streaming' for the next turn to close.
  expect(shape(after).slice(-2)).toEqual(['user:answered', 'bot:cut']);
  expect(after.messages.at(-1)?.text).toBe('Stridor is quieter. ');
  expect(after.messages.filter((m) => m.status === 'streaming' || m.status === 'answering')).toEqual([]);

  await completeTurn('I prepare for intubation', ['Good. ', 'Which tube size?']);
  const final = await eventually(transcript, (t) => t.messages.length === after.messages.length + 2);
  expect(shape(final).slice(-4)).toEqual(['user:answered', 'bot:cut', 'user:answered', 'bot:complete']);
  console.info(`[faults] SIGTERM to npm start: stream closed and process exited 0 in ${exitMs} ms`);
}, 300_000);
