import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { EnvSchema, loadConfig } from './config.ts';

const example = readFileSync(join(import.meta.dirname, '..', '..', '.env.example'), 'utf8');

describe('.env.example', () => {
  it('lists every setting of the server, and nothing else', () => {
    expect(Object.keys(parseEnv(example)).sort()).toEqual(Object.keys(EnvSchema.shape).sort());
  });

  it('gives each its default: the file as it stands configures exactly what no file does', () => {
    expect(loadConfig(parseEnv(example))).toEqual(loadConfig({}));
  });
});
