import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKLIST, CHECKLIST_GROUPS } from '../src/web/content/checklist.ts';
import {
  type E2eBrowser,
  type E2eServer,
  openPage,
  repoRoot,
  screenshotsDir,
  seriousA11yViolations,
  startServer,
} from './harness.ts';

const SECTION_TITLES = [
  'Guiding Questions',
  'Rapid Cycle',
  'Chat Bot Interface for Pediatric Airway Emergencies Training',
  'Pediatric Airway Management Assessment Tools/Checklists',
  'Primary Objective',
  'Methods',
];

let server: E2eServer;
let b: E2eBrowser;
beforeAll(async () => {
  mkdirSync(screenshotsDir, { recursive: true });
  mkdirSync(join(repoRoot, 'docs', 'screenshots'), { recursive: true });
  server = await startServer();
  b = await openPage({ width: 1280, height: 800 });
});
afterAll(async () => {
  await b?.close();
  await server?.close();
});

/** Opens a public route and waits for its page heading (the /about and /product bodies load lazily). */
async function visit(page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

/** A screenshot in test-results/screenshots, taken from the top so the sticky bar sits where it belongs. */
async function shot(page: Page, name: string, fullPage = true) {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(screenshotsDir, name), fullPage });
}

/** The element that has focus, described by its accessible-name source. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return null;
    const labelledBy = el.getAttribute('aria-labelledby');
    const label = labelledBy ? document.getElementById(labelledBy)?.textContent : null;
    return label ?? el.getAttribute('aria-label') ?? el.textContent;
  });

const dialogIsOpen = (page: Page) => page.evaluate(() => !!document.querySelector('dialog[open]'));

describe('landing page /', () => {
  it('shows the hero: heading, university label, description and a call to action', async () => {
    const { page } = b;
    await visit(page, '/');
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1.innerText()).resolves.toBe('Pediatric Airway Management Assistant');
    await expect(
      page.getByText('University Research Team', { exact: false }).first().isVisible(),
    ).resolves.toBe(true);
    await expect(page.locator('.hero .lead').innerText()).resolves.toMatch(/pediatric residents/i);
    await expect.poll(() => page.getByRole('button', { name: 'Start practising' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'How it works' }).isVisible()).toBe(true);
    // The top navigation of docs/product.md#screens.
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Product', 'About Us']) {
      await expect.poll(() => nav.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    await expect.poll(() => nav.getByRole('button', { name: 'SIGN IN' }).isVisible()).toBe(true);
    // Every image has a text alternative.
    const imagesWithoutAlt = await page.locator('img:not([alt])').count();
    expect(imagesWithoutAlt).toBe(0);

    await page.screenshot({ path: join(repoRoot, 'docs', 'screenshots', 'landing.png') });
    await shot(page, 'landing-desktop.png');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('navigates with the top bar', async () => {
    const { page } = b;
    await visit(page, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
    await page.getByRole('heading', { level: 1, name: 'Airway Management Assistant' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Product' }).click();
    await page.getByRole('heading', { name: 'Guiding Questions' }).waitFor();
    await page.getByRole('button', { name: 'Home: Pediatric Airway Management Assistant' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pediatric Airway Management Assistant' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

describe('team page /about', () => {
  const cards = (page: Page) => page.locator('.team-grid').getByRole('button');

  it('shows the title, the team name and 7 member cards with a photo and a name', async () => {
    const { page } = b;
    await visit(page, '/about');
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(
      'Airway Management Assistant',
    );
    await expect.poll(() => page.getByRole('heading', { name: 'Team Zero to Hero' }).isVisible()).toBe(true);
    await expect.poll(() => cards(page).count()).toBe(7);
    for (const card of await cards(page).all()) {
      // A portrait, or the initials in its place (decoration: the name beside it is the card's text).
      await expect.poll(() => card.locator('img, .avatar-placeholder').count()).toBe(1);
      await expect(card.locator('.member-name').innerText()).resolves.toMatch(/\S/);
      await expect(card.getAttribute('aria-haspopup')).resolves.toBe('dialog');
    }
    // Two sample members have placeholder photos: their initials show instead.
    await expect.poll(() => page.locator('.team-grid .avatar-placeholder').count()).toBe(2);
    await expect.poll(() => page.locator('.team-grid img').count()).toBe(5);
    // The illustrated photos really load.
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('.team-grid img')].every(
        (i) => i.complete && i.naturalWidth,
      ),
    );
    await shot(page, 'about-desktop.png');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('opens a member in a modal; the x button closes it and focus returns to the card', async () => {
    const { page } = b;
    await visit(page, '/about');
    const card = cards(page).first();
    const name = await card.locator('.member-name').innerText();
    await card.click();

    const dialog = page.getByRole('dialog', { name });
    await dialog.waitFor();
    const text = await dialog.innerText();
    for (const label of [/class year/i, /major/i, /responsibilities/i]) expect(text).toMatch(label);
    await expect.poll(() => dialog.getByRole('heading', { name }).isVisible()).toBe(true);
    await expect.poll(() => focusedName(page)).toBe('Close');
    await expect
      .poll(() => page.evaluate(() => document.querySelector('dialog[open]')?.matches(':modal')))
      .toBe(true);

    // Focus stays inside the dialog.
    for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Tab']) {
      await page.keyboard.press(key);
      await expect(page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).resolves.toBe(
        true,
      );
    }

    await shot(page, 'about-modal-desktop.png', false);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(dialogIsOpen(page)).resolves.toBe(false);
    // Focus is back on the card the dialog came from.
    await expect.poll(() => card.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('opens from the keyboard, closes with Escape and returns focus to the card', async () => {
    const { page } = b;
    await visit(page, '/about');
    const card = cards(page).nth(3); // a member with a placeholder photo
    const name = await card.locator('.member-name').innerText();
    await card.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name });
    await dialog.waitFor();
    await expect.poll(() => dialog.locator('.avatar-placeholder').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => card.evaluate((el) => el === document.activeElement)).toBe(true);

    // And again with Space on another card.
    const other = cards(page).nth(1);
    const otherName = await other.locator('.member-name').innerText();
    await other.focus();
    await page.keyboard.press(' ');
    await page.getByRole('dialog', { name: otherName }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => other.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});

describe('product page /product', () => {
  const revealButton = (page: Page, title: string) =>
    page.getByRole('region', { name: title, exact: true }).locator('button[aria-controls]');
  const sectionText = async (page: Page, title: string) => {
    const id = await revealButton(page, title).getAttribute('aria-controls');
    return page.locator(`[id="${id}"]`);
  };

  it('shows the six sections collapsed, each with an image button', async () => {
    const { page } = b;
    await visit(page, '/product');
    await expect.poll(() => page.locator('.product-section h2').allInnerTexts()).toEqual(SECTION_TITLES);
    for (const title of SECTION_TITLES) {
      const button = revealButton(page, title);
      await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(button.locator('img').getAttribute('alt')).resolves.toMatch(/\w{3,}/);
      await expect.poll(async () => (await sectionText(page, title)).isVisible()).toBe(false);
    }
    await shot(page, 'product-collapsed-desktop.png');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('reveals a section’s text when its image is clicked, for good', async () => {
    const { page } = b;
    await visit(page, '/product');
    const button = revealButton(page, 'Rapid Cycle');
    await button.click();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    const text = await sectionText(page, 'Rapid Cycle');
    await expect.poll(() => text.isVisible()).toBe(true);
    await expect(text.innerText()).resolves.toMatch(/Rapid Cycle Deliberate Practice/);
    // No way back: a second click leaves it revealed.
    await button.click();
    await expect.poll(() => text.isVisible()).toBe(true);
    // The other sections are still collapsed.
    await expect.poll(async () => (await sectionText(page, 'Methods')).isVisible()).toBe(false);
    // The keyboard works too.
    await revealButton(page, 'Primary Objective').focus();
    await page.keyboard.press('Enter');
    await expect((await sectionText(page, 'Primary Objective')).innerText()).resolves.toMatch(
      /chatbot.*as well as/is,
    );
  });

  it('lists the checklist numbered 1-20 in its four groups', async () => {
    const { page } = b;
    await visit(page, '/product');
    const title = 'Pediatric Airway Management Assessment Tools/Checklists';
    await revealButton(page, title).click();
    const text = await sectionText(page, title);
    const groups = await text.locator('.checklist-group').evaluateAll((nodes) =>
      nodes.map((node) => ({
        title: node.querySelector('h3')?.firstChild?.textContent?.trim(),
        numbers: [...node.querySelectorAll('li')].map((li) => (li as HTMLLIElement).value),
        texts: [...node.querySelectorAll('li')].map((li) => li.textContent),
      })),
    );
    expect(groups.map((g) => g.title)).toEqual([
      'Airway management',
      'Choice of ventilation equipment',
      'Mask positioning',
      'Ventilation techniques',
    ]);
    expect(groups.map((g) => g.numbers)).toEqual([
      [1, 2, 3, 4, 5, 6, 7],
      [8, 9, 10],
      [11, 12, 13, 14, 15],
      [16, 17, 18, 19, 20],
    ]);
    expect(groups.flatMap((g) => g.texts)).toEqual(CHECKLIST.map((item) => item.text));
    expect(CHECKLIST_GROUPS.map((g) => [g.first, g.last])).toEqual([
      [1, 7],
      [8, 10],
      [11, 15],
      [16, 20],
    ]);
    // The numbers are what a reader sees (list markers), not just data.
    const marker = await text
      .locator('li[value="8"]')
      .evaluate(
        (li) => getComputedStyle(li).listStyleType + getComputedStyle(li.parentElement as Element).display,
      );
    expect(marker).toBe('decimalblock');
  });

  it('describes the methods and passes axe with every section revealed', async () => {
    const { page } = b;
    await visit(page, '/product');
    for (const title of SECTION_TITLES) await revealButton(page, title).click();
    const methods = await (await sectionText(page, 'Methods')).innerText();
    for (const part of [/pediatric residents/i, /inpatient rotation/i, /baseline/i, /chat module/i, /RCDP/]) {
      expect(methods).toMatch(part);
    }
    expect(methods).toMatch(/post-intervention/i);
    for (const title of SECTION_TITLES) {
      await expect.poll(async () => (await sectionText(page, title)).isVisible()).toBe(true);
    }
    await shot(page, 'product-revealed-desktop.png');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

describe('unknown routes', () => {
  it('shows the generic fallback with the error text', async () => {
    const { page } = b;
    await page.goto(`${server.url}/no-such-page`);
    const h1 = page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' });
    await h1.waitFor();
    await expect(page.locator('.error-detail').innerText()).resolves.toMatch(/404.*no-such-page/);
  });
});

describe('on a 375 px phone', () => {
  let phone: Page;
  beforeAll(async () => {
    const context = await b.browser.newContext({
      viewport: { width: 375, height: 740 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    phone = await context.newPage();
  });

  /** Width the page would scroll sideways by (0 when everything fits). */
  const overflow = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  it('fits the landing page without sideways scrolling', async () => {
    await visit(phone, '/');
    await expect.poll(() => phone.getByRole('button', { name: 'SIGN IN' }).isVisible()).toBe(true);
    expect(await overflow(phone)).toBe(0);
    await shot(phone, 'landing-phone.png');
    expect(await seriousA11yViolations(phone)).toEqual([]);
  });

  it('fits the team page and its dialog', async () => {
    await visit(phone, '/about');
    expect(await overflow(phone)).toBe(0);
    await shot(phone, 'about-phone.png');
    await phone.locator('.team-grid').getByRole('button').first().tap();
    await phone.getByRole('dialog').waitFor();
    expect(await overflow(phone)).toBe(0);
    await shot(phone, 'about-modal-phone.png', false);
    expect(await seriousA11yViolations(phone)).toEqual([]);
    await phone.getByRole('dialog').getByRole('button', { name: 'Close' }).tap();
    await phone.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('fits the product page, collapsed and revealed', async () => {
    await visit(phone, '/product');
    expect(await overflow(phone)).toBe(0);
    await shot(phone, 'product-collapsed-phone.png');
    for (const button of await phone.locator('.reveal-button').all()) await button.tap();
    await expect.poll(() => phone.locator('.reveal-button[aria-expanded="true"]').count()).toBe(6);
    expect(await overflow(phone)).toBe(0);
    await shot(phone, 'product-revealed-phone.png');
    expect(await seriousA11yViolations(phone)).toEqual([]);
  });
});
