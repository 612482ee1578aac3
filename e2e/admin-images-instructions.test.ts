import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTeachingImages } from '../src/server/images/seed.ts';
import { teachingImages } from '../src/server/images/teaching-images.ts';
import { defaultInstructionText } from '../src/server/instructions/default-text.ts';
import { seedDefaultInstruction } from '../src/server/instructions/seed.ts';
import {
  ADMIN,
  answerDialog,
  openPage,
  openView,
  type SignedInSession,
  screenshotsDir,
  seriousA11yViolations,
  signIn,
  startSignedIn,
} from './harness.ts';

const PNG_FILE = teachingImages[0]?.file ?? '';

let session: SignedInSession;
let server: SignedInSession['server'];
let b: SignedInSession['b'];
beforeAll(async () => {
  session = await startSignedIn({ account: ADMIN });
  ({ server, b } = session);
  // What a first start puts in place (each is a no-op when the server's own seeding already did it).
  await seedTeachingImages(server.database.db);
  await seedDefaultInstruction(server.database.db);
});
afterAll(async () => session?.close());

/** The card of one library image, found by the ID it shows. */
const card = (page: Page, id: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(`ID: ${id}`, { exact: true }) });
/** True once the browser has decoded the image (a broken or pending one has no natural width). */
const isDecoded = (page: Page, alt: string) =>
  page
    .getByRole('img', { name: alt })
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe('Image Upload', () => {
  it('uploads a PNG, lists it with its ID and the image itself, and deletes it after a confirm', async () => {
    const { page } = b;
    await openView(page, 'Image Upload');
    // The seeded teaching diagrams are there, shown from their signed links.
    for (const image of teachingImages) await expect.poll(() => isDecoded(page, image.title)).toBe(true);
    const upload = page.getByRole('button', { name: 'Upload', exact: true });
    await expect.poll(() => upload.isDisabled()).toBe(true);

    await page.getByLabel('Image file').setInputFiles(PNG_FILE);
    await page.getByLabel('Title (optional)').fill('E2E OPA diagram');
    await page.getByLabel('Tags (optional)').fill('opa, e2e');
    await upload.click();
    const done = page.getByText(/^Uploaded "E2E OPA diagram" as image ID \d+\.$/);
    await done.waitFor();
    const id = /ID (\d+)/.exec(await done.innerText())?.[1] ?? '';

    await card(page, id).waitFor();
    await expect.poll(() => card(page, id).getByText('Tags: opa, e2e').isVisible()).toBe(true);
    await expect.poll(() => isDecoded(page, 'E2E OPA diagram')).toBe(true);
    await page.screenshot({ path: join(screenshotsDir, 'image-upload.png'), fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);

    await card(page, id)
      .getByRole('button', { name: `Delete image ${id}` })
      .click();
    // Asked in the app's own dialog, named by its question.
    await answerDialog(page, new RegExp(`^Delete image ${id} \\("E2E OPA diagram"\\)\\?`), 'Delete image');
    await page.getByText(`Image ${id} deleted.`).waitFor();
    await expect.poll(() => card(page, id).count()).toBe(0);
  });

  it('keeps the image when the confirm is dismissed', async () => {
    const { page } = b;
    await openView(page, 'Image Upload');
    await page.getByLabel('Image file').setInputFiles(PNG_FILE);
    await page.getByLabel('Title (optional)').fill('E2E kept');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const done = page.getByText(/^Uploaded "E2E kept" as image ID \d+\.$/);
    await done.waitFor();
    const id = /ID (\d+)/.exec(await done.innerText())?.[1] ?? '';
    await card(page, id)
      .getByRole('button', { name: `Delete image ${id}` })
      .click();
    await answerDialog(page, new RegExp(`^Delete image ${id}`), 'Cancel');
    await expect.poll(() => card(page, id).isVisible()).toBe(true);
  });

  it("shows the server's refusal of a file that only claims to be a PNG", async () => {
    const { page } = b;
    await openView(page, 'Image Upload');
    await page.getByLabel('Image file').setInputFiles({
      name: 'not-really.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    await expect
      .poll(() => alert.innerText())
      .toMatch(/Upload failed: Unsupported file type.*PNG, JPEG, WebP or GIF/);
    await page.screenshot({ path: join(screenshotsDir, 'image-upload-error.png') });
  });

  it('fetches a fresh link once when an image link fails, and says when the image is gone', async () => {
    const { page } = b;
    await openView(page, 'Image Upload');
    await page.getByLabel('Image file').setInputFiles(PNG_FILE);
    await page.getByLabel('Title (optional)').fill('E2E refreshed');
    // The first load of every image link fails as an expired link would.
    const failedOnce = new Set<string>();
    await page.route('**/images/*', async (route) => {
      const id = new URL(route.request().url()).pathname;
      if (failedOnce.has(id)) return route.continue();
      failedOnce.add(id);
      return route.fulfill({ status: 403, contentType: 'application/json', body: '{"error":"expired"}' });
    });
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/get-image/')) refreshes.push(new URL(request.url()).pathname);
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const done = page.getByText(/^Uploaded "E2E refreshed" as image ID \d+\.$/);
    await done.waitFor();
    const id = /ID (\d+)/.exec(await done.innerText())?.[1] ?? '';
    await expect.poll(() => isDecoded(page, 'E2E refreshed')).toBe(true);
    expect(refreshes).toContain(`/get-image/${id}`);

    // Gone for good: every link fails and the lookup answers 404.
    await page.unroute('**/images/*');
    await page.route('**/images/*', (route) => route.fulfill({ status: 404, body: '{"error":"gone"}' }));
    await page.route('**/get-image/*', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"No image."}' }),
    );
    await openView(page, 'Instruction Editor');
    await openView(page, 'Image Upload');
    await expect.poll(() => card(page, id).getByText('Image no longer available').isVisible()).toBe(true);
    await page.unrouteAll();
  });

  it('is usable at 375 px', async () => {
    const narrow = await openPage({ width: 375, height: 800, browser: b.browser });
    try {
      await signIn(narrow.page, server.url, ADMIN);
      await openView(narrow.page, 'Image Upload');
      await narrow.page.getByRole('heading', { name: /Uploaded Images/ }).waitFor();
      await expect.poll(() => noHorizontalScroll(narrow.page)).toBe(true);
      await narrow.page.screenshot({ path: join(screenshotsDir, 'image-upload-375.png'), fullPage: true });
      await openView(narrow.page, 'Instruction Editor');
      await narrow.page.getByLabel('Tutor instruction text').waitFor();
      await expect.poll(() => noHorizontalScroll(narrow.page)).toBe(true);
      await narrow.page.screenshot({
        path: join(screenshotsDir, 'instruction-editor-375.png'),
        fullPage: true,
      });
    } finally {
      await narrow.close();
    }
  });
});

describe('Instruction Editor', () => {
  it('saves a new version, confirms with an alert and the Reset hint, and shows it after a reload', async () => {
    const { page } = b;
    await openView(page, 'Instruction Editor');
    const editor = page.getByLabel('Tutor instruction text');
    await editor.waitFor();
    await expect.poll(() => editor.inputValue()).toBe(defaultInstructionText);
    await expect.poll(() => page.getByText(/^Editing version 1, saved /).isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshotsDir, 'instruction-editor.png'), fullPage: true });

    const text = `E2E instruction ${Date.now()}\nAsk one question at a time.\n**Be brief.**`;
    await editor.fill(text);
    await page.getByText('Unsaved changes.').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const notice = page.getByRole('dialog', { name: /^Instruction saved successfully \(version \d+\)\.$/ });
    await notice.waitFor();
    const alerts = [(await notice.getByRole('heading').innerText()) ?? ''];
    await answerDialog(page, /^Instruction saved successfully/, 'OK');
    const hint = page.getByText(/To activate the new instruction, click New case in the ChatBot/);
    await hint.waitFor();
    expect(alerts).toEqual([expect.stringMatching(/^Instruction saved successfully \(version \d+\)\.$/)]);
    const version = /version (\d+)/.exec(alerts[0] ?? '')?.[1];
    await expect
      .poll(() => page.getByText(new RegExp(`^Editing version ${version}, saved `)).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText('Unsaved changes.').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshotsDir, 'instruction-editor-saved.png'), fullPage: true });

    await page.reload();
    await page.getByRole('button', { name: 'Log Out' }).waitFor();
    await openView(page, 'Instruction Editor');
    await expect.poll(() => page.getByLabel('Tutor instruction text').inputValue()).toBe(text);
  });
});
