import { useId, useRef } from 'react';
import type { Debrief } from '../../../contract/chat-state.ts';
import { CHECKLIST_GROUPS, checklistItem, checklistItemsOf } from '../../../contract/checklist.ts';
import { clock, OUTCOME_TEXT } from './format.ts';
import './debrief.css';

/** Who and what the debrief is of, printed with it (a printed page must say whose run it was). */
export type DebriefAbout = { participantId: string; caseLabel?: string; tutor?: string; date: string };

type Props = {
  debrief: Debrief;
  about?: DebriefAbout;
  /** The heading's level where the checklist sits (h3 in the chat, h5 in Chat History). */
  level?: 3 | 4 | 5;
};

/**
 * The debrief as a checklist: the 20 items in their four groups with outcome and time, the hard stops and
 * the total. Items, numbers, groups and labels come from the one checklist in src/contract.
 */
export function DebriefChecklist({ debrief, about, level = 3 }: Props) {
  const titleId = useId();
  const self = useRef<HTMLElement>(null);
  const outcomes = new Map(debrief.items.map((row) => [row.item, row]));
  const Heading = `h${level}` as const;
  const Sub = `h${Math.min(level + 1, 6)}` as 'h4';
  return (
    <section ref={self} className="debrief" aria-labelledby={titleId}>
      <div className="debrief-head">
        <Heading id={titleId} className="debrief-title">
          Debrief checklist
        </Heading>
        <button type="button" className="debrief-print" onClick={() => printOnly(self.current)}>
          Print
        </button>
      </div>
      {about && (
        <p className="debrief-about">
          <span>
            Participant <strong>{about.participantId}</strong>
          </span>
          {about.caseLabel && (
            <span>
              Case <strong>{about.caseLabel}</strong>
            </span>
          )}
          <span>
            Date{' '}
            <strong>{new Date(about.date).toLocaleDateString(undefined, { dateStyle: 'medium' })}</strong>
          </span>
          {about.tutor && (
            <span>
              Tutor <strong>{about.tutor}</strong>
            </span>
          )}
        </p>
      )}
      <p className="debrief-summary">
        <span>
          <strong>
            {debrief.done} of {debrief.expected}
          </strong>{' '}
          expected items done
        </span>
        <span>
          <strong>{debrief.stopCount}</strong> hard stop{debrief.stopCount === 1 ? '' : 's'}
        </span>
        <span>
          total <strong>{clock(debrief.totalMs)}</strong>
        </span>
      </p>
      <table className="debrief-table">
        <caption className="visually-hidden">
          The 20 bag-mask ventilation checklist items, with outcome and time from Begin Simulation
        </caption>
        <thead>
          <tr>
            <th scope="col" className="debrief-number">
              #
            </th>
            <th scope="col">Item</th>
            <th scope="col">Outcome</th>
            <th scope="col" className="debrief-time">
              Time
            </th>
          </tr>
        </thead>
        {CHECKLIST_GROUPS.map((group) => (
          <tbody key={group.id}>
            <tr className="debrief-group">
              <th scope="colgroup" colSpan={4}>
                {group.title}
              </th>
            </tr>
            {checklistItemsOf(group.id).map((entry) => {
              const row = outcomes.get(entry.id);
              const outcome = OUTCOME_TEXT[row?.outcome ?? 'not-done'];
              return (
                <tr key={entry.id} data-outcome={row?.outcome ?? 'not-done'}>
                  <td className="debrief-number">{entry.number}</td>
                  <th scope="row" className="debrief-item" title={entry.text}>
                    {entry.label}
                  </th>
                  <td>
                    <span className="debrief-outcome">
                      <span aria-hidden="true">{outcome.icon}</span> {outcome.text}
                    </span>
                  </td>
                  <td className="debrief-time">
                    {row?.atMs != null ? (
                      clock(row.atMs)
                    ) : (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className="visually-hidden">no time</span>
                      </>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        ))}
      </table>
      <Sub className="debrief-subtitle">Hard stops</Sub>
      {debrief.stops.length === 0 ? (
        <p className="debrief-none">None.</p>
      ) : (
        <ol className="debrief-stops">
          {debrief.stops.map((stop, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the stops of a finished run never change
            <li key={index}>
              <span className="debrief-stop-when">
                Phase {stop.phase}, attempt {stop.attempt}, at {clock(stop.atMs)}
              </span>{' '}
              <strong>{checklistItem(stop.item).label}</strong>: {stop.what}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Prints this checklist alone: the print style hides everything that does not lead to it. */
function printOnly(element: HTMLElement | null) {
  if (!element) return;
  const root = document.documentElement;
  element.dataset.printing = 'true';
  root.classList.add('printing-debrief');
  const done = () => {
    delete element.dataset.printing;
    root.classList.remove('printing-debrief');
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}
