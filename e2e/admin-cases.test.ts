import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casesRepository } from '../src/server/cases/repository.ts';
import { chatLog, say, startChat } from './chat-page.ts';
import {
  ADMIN,
  answerDialog,
  navLink,
  openPage,
  RESIDENT,
  type SignedInSession,
  screenshotsDir,
  seriousA11yViolations,
  shot,
  signIn,
  startSignedIn,
} from './harness.ts';

const PRESENTATION =
  'A 4-year-old boy with RSV bronchiolitis on the general ward becomes apnoeic and cyanotic during a coughing fit. The nurse calls you.';
const EDITED = 'Edited in the Case Editor: a 4-year-old with bronchiolitis who stops breathing.';

let session: SignedInSession;
let server: SignedInSession['server'];
let b: SignedInSession['b'];
/** Browser pop-ups the app raised: none, its notices are its own dialog. */
const alerts: string[] = [];

beforeAll(async () => {
  // No sample case: the case authored here is the only one, so the resident below is sure to get it.
  session = await startSignedIn({ account: ADMIN, width: 1280, height: 900, content: false });
  ({ server, b } = session);
  b.page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
});
afterAll(async () => session?.close());

const cases = () => casesRepository(server.database.db);

let caseId: number;

describe('Data Collection', () => {
  it('adds a two-phase case, ignoring a second click while it submits, and shows the analysis', async () => {
    const { page } = b;
    await page.getByRole('link', { name: 'Data Collection' }).click();
    await page.getByRole('heading', { name: 'Data Collection', level: 2 }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('textbox', { name: 'Case presentation' }).fill(PRESENTATION);
    await page
      .getByRole('textbox', { name: 'Objective 1' })
      .fill('Open the airway and ventilate with bag and mask');
    await page.getByRole('textbox', { name: 'Name' }).fill('Sam');
    await page.getByRole('spinbutton', { name: 'Age (years)' }).fill('4');
    await page.getByRole('spinbutton', { name: 'Weight (kg)' }).fill('16');
    await page.getByRole('textbox', { name: 'Diagnosis' }).fill('RSV bronchiolitis');
    await expect.poll(() => page.getByRole('textbox', { name: 'Symptoms' }).inputValue()).toBe('None');

    const phase1 = page.getByRole('group', { name: 'Phase 1' });
    await phase1.getByRole('textbox', { name: 'Initial state' }).fill('Apnoeic and cyanotic, HR 70.');
    await phase1.getByRole('spinbutton', { name: 'Heart rate (/min)' }).fill('70');
    await phase1.getByRole('spinbutton', { name: 'SpO2 (%)' }).fill('78');
    await phase1.getByRole('textbox', { name: 'Blood pressure (NIBP)' }).fill('93/58');
    await phase1
      .getByRole('textbox', { name: 'Ventilation equipment' })
      .fill('Choose a mask that fits from the bridge of the nose to the cleft of the chin');
    await expect.poll(() => page.getByRole('button', { name: /Remove phase/ }).count()).toBe(0);

    await page.getByRole('button', { name: 'Add Phase' }).click();
    const phase2 = page.getByRole('group', { name: 'Phase 2' });
    // Keyboard users land in the new phase.
    await expect
      .poll(() =>
        phase2
          .getByRole('textbox', { name: 'Initial state' })
          .evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
    await phase2.getByRole('textbox', { name: 'Initial state' }).fill('Chest rising, saturations improving.');
    await page.getByRole('button', { name: 'Add Phase' }).click();
    await page.getByRole('button', { name: 'Remove phase 3' }).click();
    await expect.poll(() => page.getByRole('group', { name: /^Phase \d$/ }).count()).toBe(2);
    await shot(page, 'data-collection-filled.png');

    // A server that answers only once the second click has landed, so that click comes while the first
    // submission is in flight (a fixed 800 ms delay could pass first on a busy machine: the busy button would be
    // gone and the click would wait for it in vain).
    let answer: () => void = () => {};
    const clicked = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/submit-data', async (route) => {
      await clicked;
      await route.continue();
    });
    const before = await cases().count();
    const submit = page.getByRole('button', { name: 'Submit' });
    await submit.click();
    // Forced: the busy button is aria-disabled, and a real user can still click it.
    await page.getByRole('button', { name: 'Submitting…' }).click({ force: true });
    answer();
    await answerDialog(page, 'Submission Completed', 'OK');
    expect(alerts).toEqual([]);
    await page.unroute('**/submit-data');
    expect(await cases().count()).toBe(before + 1);

    const report = page.getByRole('region', { name: /^Case \d+ saved/ });
    await report.waitFor();
    caseId = Number(/Case (\d+)/.exec(await report.getByRole('heading', { level: 3 }).innerText())?.[1]);
    expect((await cases().get(caseId))?.data.Phases).toHaveLength(2);
    expect(await report.innerText()).toContain('BMV-8 Mask size');
    await expect.poll(() => report.getByRole('heading', { name: 'Phase 2' }).count()).toBe(1);
    // The form is blank again for the next case.
    await expect.poll(() => page.getByRole('textbox', { name: 'Case presentation' }).inputValue()).toBe('');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'data-collection-analysis.png');
  });
});

describe('Case Editor', () => {
  const openEditor = async (page: Page) => {
    await page.getByRole('link', { name: 'Case Editor' }).click();
    await page.getByRole('heading', { name: 'Available Cases' }).waitFor();
    await page.getByRole('button', { name: `Case ID: ${caseId}`, exact: true }).waitFor();
  };

  it('lists the new case with the first 100 characters of its outline', async () => {
    const { page } = b;
    await openEditor(page);
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: `Case ID: ${caseId}`, exact: true }) });
    expect(await item.innerText()).toContain(`${PRESENTATION.slice(0, 100)}…`);
    expect(await item.innerText()).not.toContain(PRESENTATION.slice(100));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'case-editor-list.png');
  });

  it('blocks a save while a JSON field does not parse, then saves the edit', async () => {
    const { page } = b;
    await page.getByRole('button', { name: `Case ID: ${caseId}`, exact: true }).click();
    await page.getByRole('heading', { name: `Edit Case: ${caseId}` }).waitFor();
    const outline = page.getByRole('group', { name: 'Scenario Outline' });
    await outline.getByRole('textbox', { name: 'Case presentation' }).fill(EDITED);

    const vitals = page
      .getByRole('group', { name: 'Phase 1' })
      .getByRole('textbox', { name: 'Vital signs (JSON)' });
    const original = await vitals.inputValue();
    expect(JSON.parse(original).nibp).toBe('93/58');
    await vitals.fill('{ "hr": 60, ');
    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') puts.push(request.url());
    });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'not valid JSON' });
    expect(await alert.innerText()).toContain(
      'Not saved: this field is not valid JSON: Phase 1 › Vital signs.',
    );
    await expect.poll(() => vitals.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => vitals.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(puts).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'case-editor-json-error.png');

    await vitals.fill(original);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await answerDialog(page, 'Case updated successfully!', 'OK');
    expect(alerts).toEqual([]);
    await page.getByRole('heading', { name: 'Available Cases' }).waitFor();
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: `Case ID: ${caseId}`, exact: true }) });
    await expect.poll(() => item.innerText()).toContain(EDITED);
    const saved = await cases().get(caseId);
    expect(saved?.version).toBe(2);
    expect(saved?.data['Scenario Outline'].casePresentation).toBe(EDITED);
    expect(saved?.data.Phases[0]?.vitalSigns.nibp).toBe('93/58');
  });

  it("shows the server's message when someone else saved in between, and reloads on request", async () => {
    const { page } = b;
    await page.getByRole('button', { name: `Case ID: ${caseId}`, exact: true }).click();
    const presentation = page
      .getByRole('group', { name: 'Scenario Outline' })
      .getByRole('textbox', { name: 'Case presentation' });
    await presentation.waitFor();
    const current = await cases().get(caseId);
    if (!current) throw new Error('case gone');
    const theirs = structuredClone(current.data);
    theirs['Scenario Outline'].casePresentation = 'Saved by another admin.';
    await cases().update(caseId, theirs, current.version, { sub: 'other', email: 'other@example.org' });

    await presentation.fill('My late edit.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page
      .getByRole('alert')
      .filter({
        hasText: 'This case was changed by someone else since you opened it. Reload it to see their changes.',
      })
      .waitFor();
    expect((await cases().get(caseId))?.data['Scenario Outline'].casePresentation).toBe(
      'Saved by another admin.',
    );
    await page.getByRole('button', { name: /Reload the case/ }).click();
    await expect.poll(() => presentation.inputValue()).toBe('Saved by another admin.');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { name: 'Available Cases' }).waitFor();
  });

  it('"Try this case" opens the chatbot on the case (asking for a participant ID first)', async () => {
    const { page } = b;
    await page.getByRole('button', { name: `Try this case (case ${caseId})` }).click();
    await page.getByRole('heading', { name: 'Enter Participant ID' }).waitFor();
    await page.getByRole('button', { name: /close/i }).click();
  });
});

describe('the round trip', () => {
  it('a resident plays the authored and edited case in the chatbot to its debrief', async () => {
    const resident = await openPage({ width: 390, height: 844, browser: b.browser });
    try {
      const { page } = resident;
      // A Data Collection case is a draft until an admin publishes it: then residents get it.
      await cases().setStatus(caseId, 'published');
      await signIn(page, server.url, RESIDENT);
      await startChat(page, 'R-ROUND');
      const log = chatLog(page);
      // The resident is shown the latest version of the case, as last saved in the Case Editor.
      const latest = await cases().get(caseId);
      expect(latest?.version).toBeGreaterThan(1);
      expect(await say(page, 'Begin Simulation')).toContain(
        latest?.data['Scenario Outline'].casePresentation,
      );
      const afterMask = await say(
        page,
        'I pick a child mask that fits from the bridge of the nose to the cleft of the chin',
      );
      expect(afterMask).toContain('Debrief');
      // Item 8 (a mask of suitable size), the only one this case requires, is scored done in the checklist.
      const row = log.getByRole('table').locator('tbody tr[data-outcome]').nth(7);
      await expect(row.innerText()).resolves.toMatch(/^8\s+Mask size\s+✓ Done/);
      await expect(row.getAttribute('data-outcome')).resolves.toBe('done');
      await page.screenshot({ path: join(screenshotsDir, 'round-trip-debrief-phone.png') });
    } finally {
      await resident.close();
    }
  });
});

describe('on a 375 px phone', () => {
  it('both screens fit the width and stay usable', async () => {
    const phone = await openPage({ width: 375, height: 812, browser: b.browser });
    try {
      const { page } = phone;
      page.on('dialog', (dialog) => void dialog.accept());
      await signIn(page, server.url, ADMIN);
      const fitsWidth = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

      await (await navLink(page, 'Data Collection')).click();
      await page.getByRole('group', { name: 'Phase 1' }).waitFor();
      await page
        .getByRole('group', { name: 'Phase 1' })
        .getByRole('textbox', { name: 'Blood pressure (NIBP)' })
        .fill('88/50');
      expect(await fitsWidth()).toBe(true);
      await shot(page, 'data-collection-375.png');
      await page
        .getByRole('group', { name: 'Phase 1' })
        .screenshot({ path: join(screenshotsDir, 'data-collection-375-phase.png') });

      await (await navLink(page, 'Case Editor')).click();
      // The case half-written above is kept as a draft; leaving it is asked first.
      await answerDialog(page, 'Leave without saving?', 'Leave');
      await page.getByRole('button', { name: `Case ID: ${caseId}`, exact: true }).click();
      await page.getByRole('heading', { name: `Edit Case: ${caseId}` }).waitFor();
      await page.getByRole('group', { name: 'Phase 1' }).waitFor();
      expect(await fitsWidth()).toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await shot(page, 'case-editor-375.png');
      await page.screenshot({ path: join(screenshotsDir, 'case-editor-375-top.png') });
    } finally {
      await phone.close();
    }
  });
});

describe('Data Collection: hard stops against the built-in limits', () => {
  it('asks, in the app dialog, before saving a case whose text accepts an adult mask for an infant', async () => {
    const { page } = b;
    await page.getByRole('link', { name: 'Data Collection' }).click();
    await page.getByRole('heading', { name: 'Data Collection', level: 2 }).waitFor();
    await page
      .getByRole('textbox', { name: 'Case presentation' })
      .fill('A 7-month-old infant with bronchiolitis becomes apnoeic on the ward.');
    await page.getByRole('spinbutton', { name: 'Age (years)' }).fill('7');
    await page.getByRole('spinbutton', { name: 'Weight (kg)' }).fill('8');
    const equipment = page
      .getByRole('group', { name: 'Phase 1' })
      .getByRole('textbox', { name: 'Ventilation equipment' });
    await equipment.fill('Picks an adult mask and a 500 mL self-inflating bag.');

    const before = await cases().count();
    const confirm = page.getByRole('dialog', { name: 'Submit against the built-in limits?' });
    await page.getByRole('button', { name: 'Submit' }).click();
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain(
      'Phase 1, Ventilation equipment: Accepts an adult mask: the built-in limits reject it as too big for a 7-month-old',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'data-collection-confirm-limits.png');

    // Going back saves nothing and keeps the text to edit.
    await confirm.getByRole('button', { name: 'Go back and edit' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await cases().count()).toBe(before);
    expect(await equipment.inputValue()).toBe('Picks an adult mask and a 500 mL self-inflating bag.');

    await page.getByRole('button', { name: 'Submit' }).click();
    await confirm.getByRole('button', { name: 'Submit anyway' }).click();
    await answerDialog(page, 'Submission Completed', 'OK');
    expect(alerts).toEqual([]);
    expect(await cases().count()).toBe(before + 1);
    const report = page.getByRole('region', { name: /^Case \d+ saved/ });
    await report.waitFor();
    expect(await report.innerText()).toContain(
      "Phase 1, Ventilation equipment: against the built-in limits for the patient's age",
    );
    const infantCaseId = Number(
      /Case (\d+)/.exec(await report.getByRole('heading', { level: 3 }).innerText())?.[1],
    );

    // The Case Editor's analysis view reads the case as edited, before it is saved.
    await page.getByRole('link', { name: 'Case Editor' }).click();
    await page.getByRole('button', { name: `Case ID: ${infantCaseId}`, exact: true }).click();
    await page.getByRole('heading', { name: `Edit Case: ${infantCaseId}` }).waitFor();
    const check = page.getByRole('region', { name: 'What the simulator understands of this case' });
    await check.getByRole('button', { name: 'Check the hard stops' }).click();
    await check.getByText('Phase 1, Ventilation equipment: against the built-in limits').waitFor();
    expect(await check.innerText()).toContain('Accepts an adult mask');
    await check.screenshot({ path: join(screenshotsDir, 'case-editor-analysis-limits.png') });
    await page.getByRole('button', { name: 'Cancel' }).click();
  });
});
