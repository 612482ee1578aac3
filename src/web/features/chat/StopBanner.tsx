import { type Stop, sameExplanation } from '../../../contract/chat-state.ts';
import { checklistItem } from '../../../contract/checklist.ts';

type Reason = Stop['reasons'][number];

/** One fault read on several items (the hold and the seal) is shown once, with every item it concerns. */
function grouped(reasons: Reason[]): { reason: Reason; items: Reason['item'][] }[] {
  const groups: { reason: Reason; items: Reason['item'][] }[] = [];
  for (const reason of reasons) {
    const same = groups.find((g) => sameExplanation(g.reason, reason));
    if (same) same.items.push(reason.item);
    else groups.push({ reason, items: [reason.item] });
  }
  return groups;
}

/** The RCDP pause, set apart from the text: what happened, why it matters, what to do instead, and the rewind. */
export function StopBanner({ stop }: { stop: Stop }) {
  return (
    <div className="stop-banner" data-stop="true">
      <p className="stop-title">
        <svg className="stop-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <circle cx="10" cy="10" r="10" fill="currentColor" />
          <rect x="6" y="5" width="2.6" height="10" rx="0.6" fill="#fff" />
          <rect x="11.4" y="5" width="2.6" height="10" rx="0.6" fill="#fff" />
        </svg>
        Pause: critical error
      </p>
      {grouped(stop.reasons).map(({ reason, items }) => (
        <dl key={reason.item} className="stop-reason">
          <div>
            <dt>What</dt>
            {/* The error in its own words first: a delay of breaths is an error of BMV-1, whose label ("Calling for
                help") alone would read as if calling for help were the fault. */}
            <dd>
              <strong>{reason.what}</strong>
              <span className="stop-item">
                {items.length > 1 ? 'Checklist items' : 'Checklist item'}:{' '}
                {items.map((item) => checklistItem(item).label).join(', ')}
              </span>
            </dd>
          </div>
          {reason.why && (
            <div>
              <dt>Why it matters</dt>
              <dd>{reason.why}</dd>
            </div>
          )}
          {reason.instead && (
            <div>
              <dt>Instead</dt>
              <dd>{reason.instead}</dd>
            </div>
          )}
        </dl>
      ))}
      {/* A state, not an action: the case has already gone back, the trainee just carries on. */}
      <p className="stop-rewind">
        <span aria-hidden="true">↺ </span>The case went back to the start of phase {stop.rewindToPhase}:
        attempt {stop.attempt} begins now.
      </p>
    </div>
  );
}

/**
 * The reply without its leading "**Pause.**" paragraph, which the banner shows instead. Text that does not
 * open with it is kept whole, so nothing the tutor said is ever hidden.
 */
export function afterPause(text: string): string {
  if (!text.startsWith('**Pause.**')) return text;
  const end = text.search(/\n\s*\n/);
  return end < 0 ? text : text.slice(end).trimStart();
}

/** The debrief reply up to its text checklist, which the table replaces; whole when there is none. */
export function beforeChecklist(text: string): string {
  const at = text.indexOf('\n**Checklist**');
  return at < 0 ? text : text.slice(0, at).trimEnd();
}

/** One sentence for screen readers when a reply was a stop or ended the case. */
export function announcement(mark: {
  stop?: Stop;
  debrief?: { done: number; expected: number; stopCount: number };
}): string {
  if (mark.stop) {
    const what = grouped(mark.stop.reasons)
      .map(({ reason }) => reason.what)
      .join(' ');
    return `Pause: critical error. ${what} Rewind to phase ${mark.stop.rewindToPhase}.`;
  }
  if (mark.debrief) {
    const { done, expected, stopCount } = mark.debrief;
    return `Case complete. Debrief: ${done} of ${expected} expected items done, ${stopCount} hard stop${stopCount === 1 ? '' : 's'}. The checklist table follows the reply.`;
  }
  return '';
}
