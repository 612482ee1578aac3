import { readFileSync } from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, messages, users } from '../src/server/db/schema.ts';
import { say, startChat } from './chat-page.ts';
import {
  ADMIN,
  answerDialog,
  ONE_PHASE_CASE,
  openPage,
  openView,
  type SignedInSession,
  seriousA11yViolations,
  shot,
  signIn,
  startSignedIn,
} from './harness.ts';

const PARTICIPANT = 'E2E-WD-3';
const INJECTION = '=HYPERLINK("http://evil.example","x")';

let session: SignedInSession;
let server: SignedInSession['server'];
let b: SignedInSession['b'];

beforeAll(async () => {
  // The one-phase case: the right equipment finishes it.
  session = await startSignedIn({ account: ADMIN, content: false, cases: [ONE_PHASE_CASE] });
  ({ server, b } = session);
});
afterAll(async () => session?.close());

describe('research data in the admin app', () => {
  it('exports a chat with a formula-injection attempt as a spreadsheet-safe CSV download', async () => {
    const { page } = b;
    await startChat(page, PARTICIPANT);
    await say(page, 'Begin Simulation');
    await say(page, INJECTION);
    expect(
      await say(page, 'Child mask, 500 mL self-inflating bag connected to oxygen at 15 L/min.'),
    ).toContain('Debrief');

    await openView(page, 'Exports');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Every turn as CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^airway-study-turns-\d{4}-\d\d-\d\d\.csv$/);
    const csv = readFileSync((await download.path()) ?? '', 'utf8');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv).toContain(PARTICIPANT);
    await page.getByText(/^Downloaded airway-study-turns-.*\.csv \(\d/).waitFor();

    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Checklist outcomes as JSON' }).click(),
    ]);
    const rows = JSON.parse(readFileSync((await json.path()) ?? '', 'utf8')) as { participant_id: string }[];
    expect(rows.filter((r) => r.participant_id === PARTICIPANT)).toHaveLength(20);
    await page.getByText(/^Downloaded airway-study-checklists-.*\.json/).waitFor();
    await shot(page, 'exports.png');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('adds an account with a password shown once, makes it an admin, resets and disables it', async () => {
    const { page } = b;
    await openView(page, 'Accounts');
    await page.getByLabel('E-mail').fill('new.fellow@example.org');
    await page.getByRole('button', { name: 'Add account' }).click();
    const notice = page.getByText('Account new.fellow@example.org added.');
    await notice.waitFor();
    const password = await page.locator('.one-time-password code').innerText();
    expect(password).toMatch(/^[\w-]{16}$/);
    await shot(page, 'accounts-added.png');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'I have noted it' }).click();
    await expect.poll(() => notice.count()).toBe(0);

    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'new.fellow@example.org' }) });
    await card.getByRole('group', { name: 'Roles of new.fellow@example.org' }).getByLabel('Admin').check();
    await card.getByRole('button', { name: 'Save roles' }).click();
    await card.getByRole('button', { name: 'Save roles' }).waitFor({ state: 'detached' });

    await card.getByRole('button', { name: 'Reset password' }).click();
    await answerDialog(page, 'Set a new password for new.fellow@example.org?', 'Set a new password');
    await page.getByText('New password for new.fellow@example.org.').waitFor();
    const reset = await page.locator('.one-time-password code').innerText();
    expect(reset).not.toBe(password);
    await page.getByRole('button', { name: 'I have noted it' }).click();

    await card.getByRole('button', { name: 'Disable' }).click();
    await answerDialog(page, 'Disable new.fellow@example.org?', 'Disable account');
    await card.getByText('disabled', { exact: true }).waitFor();
    const [stored] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'new.fellow@example.org'));
    expect(stored?.roles).toEqual(['admin', 'resident']);
    expect(stored?.disabledAt).not.toBeNull();

    // Your own account: no disable button, and the admin role cannot be unticked.
    const own = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: /admin@example\.org/ }) });
    await expect.poll(() => own.getByRole('button', { name: 'Disable' }).count()).toBe(0);
    await expect.poll(() => own.getByLabel('Admin').isDisabled()).toBe(true);
    await shot(page, 'accounts.png');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('deletes every record of a participant after the ID is typed twice, and the audit log shows it', async () => {
    const { page } = b;
    const db = server.database.db;
    const sessions = await db
      .select()
      .from(conversations)
      .where(eq(conversations.participantId, PARTICIPANT));
    expect(sessions.length).toBeGreaterThan(0);
    const messageCount = (
      await db
        .select()
        .from(messages)
        .where(
          inArray(
            messages.conversationId,
            sessions.map((c) => c.id),
          ),
        )
    ).length;
    expect(messageCount).toBeGreaterThanOrEqual(6);
    await openView(page, 'Withdraw Participant');
    const remove = page.getByRole('button', { name: 'Delete every record of this participant' });
    await page.getByLabel('Participant ID', { exact: true }).fill(PARTICIPANT);
    await page.getByLabel('Type the participant ID again to confirm').fill(`${PARTICIPANT}x`);
    await expect.poll(() => remove.isDisabled()).toBe(true);
    await page.getByLabel('Type the participant ID again to confirm').fill(PARTICIPANT);
    await remove.click();
    await page.getByText(`Every record of ${PARTICIPANT} was deleted:`).waitFor();
    const report = await page.locator('.withdrawal-result').innerText();
    expect(report).toMatch(new RegExp(`^${sessions.length} chat sessions?$`, 'm'));
    expect(report).toMatch(new RegExp(`^${messageCount} messages$`, 'm'));
    expect(await db.select().from(conversations).where(eq(conversations.participantId, PARTICIPANT))).toEqual(
      [],
    );
    expect(
      await db
        .select()
        .from(messages)
        .where(
          inArray(
            messages.conversationId,
            sessions.map((c) => c.id),
          ),
        ),
    ).toEqual([]);
    await shot(page, 'withdrawal.png');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await openView(page, 'Audit Log');
    const deletion = page.getByRole('row').filter({ hasText: 'Deleted a participant' });
    await deletion.waitFor();
    await expect(deletion.innerText()).resolves.toContain(PARTICIPANT);
    await expect(deletion.innerText()).resolves.toContain(ADMIN.email);
    await expect
      .poll(() => page.getByRole('row').filter({ hasText: 'Downloaded an export' }).count())
      .toBe(2);
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Disabled an account' }).count()).toBe(1);
    await shot(page, 'audit-log.png');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('fits a phone: the withdrawal and accounts screens need no sideways scrolling', async () => {
    const phone = await openPage({ width: 390, height: 844, browser: b.browser });
    try {
      await signIn(phone.page, server.url, ADMIN);
      for (const view of ['Accounts', 'Withdraw Participant']) {
        await openView(phone.page, view);
        const fits = await phone.page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        );
        expect(fits, view).toBe(true);
        await shot(phone.page, `${view === 'Accounts' ? 'accounts' : 'withdrawal'}-phone.png`);
      }
    } finally {
      await phone.close();
    }
  });
});
