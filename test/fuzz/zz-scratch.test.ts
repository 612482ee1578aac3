import { createHash, randomBytes } from 'node:crypto';
import { it } from 'vitest';
import { RESIDENT_EMAIL, startTestApp } from '../app.ts';

it('scratch', async () => {
  const t = await startTestApp({ content: true });
  const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
  const query = new URLSearchParams({ client_id: t.config.oidc.clientId, response_type: 'code', redirect_uri: `${t.config.publicUrl}/`, scope: 'openid', code_challenge: challenge, code_challenge_method: 'S256' });
  const a = await t.app.inject({ method: 'GET', url: `/oidc/auth?${query}` });
  const loc = String(a.headers.location);
  const cookie = [a.headers['set-cookie'] ?? []].flat().map((l) => l.split(';')[0]).join('; ');
  for (const email of ['a\u0000b', 'x\ud800', 'resident@example.org\u0000']) {
    const r = await t.app.inject({ method: 'POST', url: `${loc}/login`, headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, payload: `email=${encodeURIComponent(email.replace('\ud800','\ufffd'))}&password=x` });
    console.log('login', JSON.stringify(email), r.statusCode, r.body.slice(0, 100));
  }
  const r2 = await t.app.inject({ method: 'POST', url: `${loc}/login`, headers: { cookie, 'content-type': 'application/json' }, payload: JSON.stringify({ email: 'a\u0000b', password: 'x' }) });
  console.log('login json', r2.statusCode, r2.body.slice(0, 200));
  const r3 = await t.app.inject({ method: 'POST', url: `${loc}/login`, headers: { cookie, 'content-type': 'application/json' }, payload: JSON.stringify({ email: 'a\ud800b', password: 'x' }) });
  console.log('login json surrogate', r3.statusCode, r3.body.slice(0, 200));
  // HEAD stream-chat
  const token = await t.tokenFor(RESIDENT_EMAIL);
  const h = { authorization: `Bearer ${token}` };
  console.log((await t.app.inject({ method: 'POST', url: '/init-conversation', headers: h, payload: { participantID: 'P-9' } })).statusCode);
  console.log((await t.app.inject({ method: 'POST', url: '/submit-user-input', headers: h, payload: { text: 'I open the airway with a jaw thrust' } })).statusCode);
  const head = await t.app.inject({ method: 'HEAD', url: '/stream-chat', headers: h });
  console.log('HEAD', head.statusCode, head.headers['content-type'], head.body.length);
  const get = await t.app.inject({ method: 'GET', url: '/stream-chat', headers: h });
  console.log('GET after HEAD', get.statusCode, JSON.stringify(get.body.slice(0, 300)));
  await t.close();
}, 60000);
