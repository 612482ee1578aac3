import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Transcript } from '../../../contract/api.ts';
import { CHECKLIST, CHECKLIST_GROUPS } from '../../../contract/checklist.ts';
import { HistoryGroups } from './HistoryGroups.tsx';
import { MoreHistory } from './MoreHistory.tsx';
import { TranscriptList } from './TranscriptList.tsx';

/** The markup with tags replaced by spaces: what a reader sees, in order. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('HistoryGroups', () => {
  const html = renderToStaticMarkup(
    <HistoryGroups
      groups={[
        {
          timestamp: Date.parse('2025-05-14T15:04:05Z'),
          history: [
            { id: 1, sender: 'user', type: 'text', text: 'Begin Simulation' },
            { id: 2, sender: 'bot', type: 'text', text: '**Vitals**\nHR 160 <script>x</script>' },
            { id: 3, sender: 'bot', type: 'image', text: '/images/1?exp=1&sig=abc' },
          ],
        },
      ]}
    />,
  );

  it('heads each group with its time and labels who said what', () => {
    expect(html).toContain('<time dateTime="2025-05-14T15:04:05.000Z">');
    expect(textOf(html)).toMatch(/^Time: .+ Resident : Begin Simulation Bot : Vitals HR 160/);
    expect(html).toContain('data-sender="user"');
    expect(html).toContain('data-sender="bot"');
  });

  it('formats text as elements, never as HTML, and shows image messages as images', () => {
    expect(html).toContain('<strong>Vitals</strong><br/>HR 160 &lt;script&gt;x&lt;/script&gt;');
    expect(html).toMatch(/<img src="\/images\/1\?exp=1&amp;sig=abc" alt="Image shown by the bot"/);
  });

  it('says which account saved each group, so two residents typing the same ID are told apart', () => {
    const owned = renderToStaticMarkup(
      <HistoryGroups
        groups={[
          { timestamp: 1, savedBy: 'alice@example.org', history: [] },
          { timestamp: 1, savedBy: '\u202Egro.elpmaxe@bob', history: [] },
        ]}
      />,
    );
    expect(textOf(owned)).toMatch(/Account: alice@example\.org .+ Account: \[U\+202E\]gro\.elpmaxe@bob/);
    expect(owned).toContain('<bdi>alice@example.org</bdi>');
  });

  // Security finding 11: a client-saved history is the client's word, and its images must be the library's.
  it('labels client-saved groups, and shows only library images from them', () => {
    const saved = renderToStaticMarkup(
      <HistoryGroups
        clientSaved
        groups={[
          {
            timestamp: 1,
            savedBy: 'alice@example.org',
            history: [
              { id: 1, sender: 'bot', type: 'image', text: '/images/4?exp=99&sig=abc-_1' },
              { id: 2, sender: 'bot', type: 'image', text: 'data:image/png;base64,iVBORw0KGgo=' },
              { id: 3, sender: 'bot', type: 'image', text: 'https://tracker.example/pixel.gif' },
            ],
          },
        ]}
      />,
    );
    expect(textOf(saved)).toContain('Saved by the browser: as the client sent it');
    expect(saved).toContain('<img src="/images/4?exp=99&amp;sig=abc-_1"');
    expect(saved).not.toContain('data:image');
    expect(saved).not.toContain('tracker.example');
    expect(textOf(saved).match(/An image from outside the library: not shown/g)).toHaveLength(2);
    // The server's own record is not labelled so.
    expect(textOf(html)).not.toContain('Saved by the browser');
  });

  it('says so when there is nothing to show', () => {
    expect(textOf(renderToStaticMarkup(<HistoryGroups groups={[]} />))).toBe(
      'No messages were recorded for this participant.',
    );
  });
});

describe('TranscriptList', () => {
  const conversation = (overrides: Partial<Transcript>): Transcript => ({
    id: 'c-1',
    userEmail: 'resident@example.org',
    caseId: 3,
    caseVersion: 2,
    instructionId: 5,
    tutor: 'llm',
    model: 'gpt-4o-mini',
    active: false,
    createdAt: '2025-05-14T15:00:00.000Z',
    messages: [],
    ...overrides,
  });

  it('shows the facts of each conversation, the newest open', () => {
    const html = renderToStaticMarkup(
      <TranscriptList
        conversations={[
          conversation({ id: 'new', active: true }),
          conversation({ id: 'old', tutor: 'engine' }),
        ]}
      />,
    );
    const [newest, older] = html.split('</details>');
    expect(newest).toContain('<details class="transcript" open="">');
    expect(textOf(newest ?? '')).toMatch(
      /Case 3, version 2 started .+ active Instruction version 5 Tutor LLM \+ scenario engine \(gpt-4o-mini\) Account resident@example.org Conversation new No turns yet\./,
    );
    expect(older).not.toContain('open=""');
    expect(textOf(older ?? '')).toMatch(/ended .*Tutor Scenario engine/);
  });

  it('lists every turn with its time and marks cut replies and unanswered messages', () => {
    const html = renderToStaticMarkup(
      <TranscriptList
        conversations={[
          conversation({
            messages: [
              {
                sender: 'user',
                text: 'Begin Simulation',
                status: 'answered',
                createdAt: '2025-05-14T15:00:01Z',
              },
              { sender: 'bot', text: 'The infant is', status: 'cut', createdAt: '2025-05-14T15:00:02Z' },
              {
                sender: 'user',
                text: 'Check airway',
                status: 'unanswered',
                createdAt: '2025-05-14T15:00:03Z',
              },
              { sender: 'user', text: 'Bag-mask', status: 'answered', createdAt: '2025-05-14T15:00:04Z' },
              { sender: 'bot', text: 'Chest rises.', status: 'complete', createdAt: '2025-05-14T15:00:05Z' },
            ],
          }),
        ]}
      />,
    );
    const turns = html.split('<li class="transcript-turn').slice(1).map(textOf);
    expect(turns).toHaveLength(5);
    expect(turns[0]).toMatch(/^.*Resident \S+.* Begin Simulation$/);
    expect(turns[1]).toMatch(/Bot .+ \(cut off\) The infant is$/);
    expect(turns[2]).toMatch(/Resident .+ \(no reply\) Check airway$/);
    expect(turns[3]).not.toMatch(/\(no reply\)|\(cut off\)/);
    expect(turns[4]).not.toMatch(/\(no reply\)|\(cut off\)/);
    expect(html).toContain('<time dateTime="2025-05-14T15:00:02Z">');
  });

  it("shows each reply's turn record: verdict, reader, speaker, tokens, latency, what the engine read", () => {
    const verdict = {
      kind: 'stop' as const,
      phase: 2,
      attempt: 2,
      stage: 'running' as const,
      stops: [
        { item: 'BMV-3' as const, what: 'Hyperextending the neck.', why: 'Kinks it.', instead: 'Neutral.' },
      ],
      done: [],
      hint: null,
      debriefFacts: null,
      debriefTable: null,
      engineReply: '**Pause.** Hyperextending the neck.',
      engineInput: ['I hyperextend the neck.'],
    };
    const html = renderToStaticMarkup(
      <TranscriptList
        conversations={[
          conversation({
            messages: [
              {
                sender: 'bot',
                text: 'Pause.',
                status: 'complete',
                createdAt: '2025-05-14T15:00:02Z',
                turnLog: {
                  reader: 'gpt-4o-mini',
                  speaker: 'engine',
                  reading: null,
                  verdict,
                  readFailure: null,
                  speakFailure: 'overruled: the why is missing',
                  tokensIn: 812,
                  tokensOut: 95,
                  latencyMs: 2345,
                },
              },
            ],
          }),
        ]}
      />,
    );
    expect(textOf(html)).toContain(
      'Engine: stop on BMV-3, phase 2, attempt 2 · read by gpt-4o-mini · spoken by engine (model not used: overruled: the why is missing) · 812 tokens in, 95 out · 2.3 s The engine read: I hyperextend the neck.',
    );
  });

  it('shows a finished run as the debrief checklist: four groups, outcome and time, the stops, the total', () => {
    const items = CHECKLIST.map((entry) => ({
      item: entry.id,
      group: entry.group,
      outcome:
        entry.number === 8
          ? ('done-after-stop' as const)
          : entry.number > 17
            ? ('not-required' as const)
            : ('done' as const),
      atMs: entry.number > 17 ? null : entry.number * 10_000,
    }));
    const debrief = {
      items,
      stops: [
        { phase: 1, attempt: 1, item: 'BMV-8' as const, what: 'An adult mask is too big.', atMs: 42_000 },
      ],
      stopCount: 1,
      totalMs: 372_000,
      done: 17,
      expected: 17,
    };
    const html = renderToStaticMarkup(
      <TranscriptList
        conversations={[conversation({ tutor: 'engine', debrief }), conversation({ id: 'x' })]}
      />,
    );
    const [finished, other] = html.split('</details>');
    expect(other).not.toContain('debrief-table');
    expect(textOf(finished ?? '')).toMatch(
      /Debrief checklist Print 17 of 17 expected items done 1 hard stop total 6:12/,
    );
    const groups = [...(finished ?? '').matchAll(/<th scope="colgroup" colSpan="4">([^<]+)</g)].map(
      (m) => m[1],
    );
    expect(groups).toEqual(CHECKLIST_GROUPS.map((g) => g.title));
    const rows = (finished ?? '').split('<tr data-outcome=').slice(1).map(textOf);
    expect(rows).toHaveLength(20);
    expect(rows[0]).toMatch(/^"done"> 1 Calling for help ✓ Done 0:10$/);
    expect(rows[7]).toMatch(/^"done-after-stop"> 8 Mask size ↺ Done after a stop 1:20$/);
    expect(rows[19]).toMatch(/^"not-required"> 20 Effective ventilation – Not required — no time Hard stops/);
    expect(textOf(finished ?? '')).toContain(
      'Phase 1, attempt 1, at 0:42 Mask size : An adult mask is too big.',
    );
  });

  it('says so when the server has no conversation', () => {
    expect(textOf(renderToStaticMarkup(<TranscriptList conversations={[]} />))).toBe(
      'The server holds no conversation for this participant.',
    );
  });
});

describe('MoreHistory', () => {
  const page = (count: number, total: number) => ({
    source: 'client' as const,
    conversationHistory: Array.from({ length: count }, (_, i) => ({
      timestamp: i,
      savedBy: 'a@b.c',
      history: [],
    })),
    page: { offset: 0, total, size: 20 },
  });

  it('says how many sessions there are and offers the next page when there are more', () => {
    const html = renderToStaticMarkup(<MoreHistory participantId="P-1" first={page(20, 45)} />);
    expect(textOf(html)).toBe('Showing 20 of 45 sessions. Show 20 more');
    expect(html).toContain('role="status"');
  });

  it('shows nothing when the first page holds everything', () => {
    expect(renderToStaticMarkup(<MoreHistory participantId="P-1" first={page(3, 3)} />)).toBe('');
  });
});
