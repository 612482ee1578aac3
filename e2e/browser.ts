import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** The browser the tests drive: Debian's Chromium unless CHROMIUM_PATH names another. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

export async function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!existsSync(executablePath)) {
    throw new Error(`No Chromium at ${executablePath}: install Debian's chromium or set CHROMIUM_PATH.`);
  }
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}
