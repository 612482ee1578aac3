import { expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { parseTrustProxy } from './trust-proxy.ts';

it('trusts no proxy unless TRUST_PROXY says which', () => {
  expect(loadConfig({}).trustProxy).toBe(false);
  for (const off of ['', 'false', 'off', '0']) expect(parseTrustProxy(off)).toBe(false);
  expect(parseTrustProxy('2')).toBe(2);
  expect(parseTrustProxy(' 10.0.0.1, 192.168.0.0/16, ::1, loopback ')).toEqual([
    '10.0.0.1',
    '192.168.0.0/16',
    '::1',
    'loopback',
  ]);
});

it('refuses "true" (every client trusted) and anything that is not an address, range or hop count', () => {
  for (const bad of ['true', 'yes', '10.0.0.300', '10.0.0.0/33', 'proxy.example.org', '11']) {
    expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(ConfigError);
  }
});
