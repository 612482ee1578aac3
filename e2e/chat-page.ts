import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { navLink } from './harness.ts';

/** Drives the chatbot screen as a resident does (shared by the browser journeys). */
export const chatLog = (page: Page) => page.getByRole('log', { name: 'Conversation' });
export const botMessages = (page: Page) => chatLog(page).locator('[data-sender="bot"]');

/** ChatBot in the sidebar, the participant ID, then the wait for the bot's first message. */
export async function startChat(page: Page, participantId: string) {
  await (await navLink(page, 'ChatBot')).click();
  const dialog = page.getByRole('dialog', { name: 'Enter Participant ID' });
  await dialog.getByRole('textbox').fill(participantId);
  await dialog.getByRole('textbox').press('Enter');
  await expect
    .poll(async () => (await botMessages(page).first().textContent()) ?? '')
    .toContain('Please type "Begin Simulation" to begin');
}

/** Sends a message like a resident and waits for the whole streamed reply; returns its text. */
export async function say(page: Page, text: string): Promise<string> {
  const before = await botMessages(page).count();
  const input = page.getByPlaceholder('Say something...');
  await input.fill(text);
  await input.press('Enter');
  await expect.poll(() => botMessages(page).count()).toBeGreaterThan(before);
  await expect.poll(() => chatLog(page).locator('[data-streaming="true"]').count()).toBe(0);
  return (
    (await chatLog(page).locator('[data-sender="bot"]:not([data-type="image"])').last().textContent()) ?? ''
  );
}
