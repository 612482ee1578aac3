import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, RESIDENT_EMAIL, startTestApp, type TestApp } from '../../../test/app.ts';
import { chatClient } from '../../../test/chat-client.ts';

/** Raw bytes and headers, as a client that does not decompress sees them. */
function get(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(url, { headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => {
          chunks.push(c);
          // An event stream never ends on its own: the first chunk tells how it is sent.
          if (String(res.headers['content-type']).startsWith('text/event-stream')) res.destroy();
        });
        const done = () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
        res.on('end', done);
        res.on('close', done);
      });
      req.on('error', reject);
      req.end();
    },
  );
}

const script = `export const words = [${Array.from({ length: 4000 }, (_, i) => `"word-${i}"`).join(',')}];\n`;
let t: TestApp;
let base: string;
let webRoot: string;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'airway-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>x</title>');
  writeFileSync(join(webRoot, 'assets', 'main.js'), script);
  t = await startTestApp({ webRoot, content: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('response compression', () => {
  it('sends the web app brotli- or gzip-compressed to clients that accept it, and plain to others', async () => {
    const br = await get(`${base}/assets/main.js`, { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(script.length / 4);
    const gz = await get(`${base}/assets/main.js`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await get(`${base}/assets/main.js`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('compresses JSON such as the API document', async () => {
    const admin = `Bearer ${await t.tokenFor(ADMIN_EMAIL)}`;
    const doc = await get(`${base}/api/openapi.json`, { authorization: admin, 'accept-encoding': 'gzip' });
    expect(doc.status).toBe(200);
    expect(doc.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(doc.body).toString())).toMatchObject({ openapi: expect.any(String) });
  });

  it('never compresses the chat event stream', async () => {
    const token = await t.tokenFor(RESIDENT_EMAIL);
    const chat = chatClient(base, token);
    expect((await chat.post('/init-conversation', { participantID: 'P-GZIP' })).status).toBe(200);
    expect((await chat.post('/submit-user-input', { text: 'Begin Simulation' })).status).toBe(200);
    const stream = await get(`${base}/stream-chat`, {
      authorization: `Bearer ${token}`,
      accept: 'text/event-stream',
      'accept-encoding': 'br, gzip',
    });
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.body.toString()).toMatch(/^(data|event):/);
  });
});
