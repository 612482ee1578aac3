import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Transcript } from '../../../contract/api.ts';
import { HistoryGroups } from './HistoryGroups.tsx';
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
      /Case 3, version 2 started .+ active Instruction version 5 Tutor LLM \(gpt-4o-mini\) Account resident@example.org Conversation new No turns yet\./,
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

  it('says so when the server has no conversation', () => {
    expect(textOf(renderToStaticMarkup(<TranscriptList conversations={[]} />))).toBe(
      'The server holds no conversation for this participant.',
    );
  });
});
