import { checklistItem } from '../../../contract/checklist.ts';
import type { ItemCompletion, ItemCount } from '../../../contract/study.ts';
import { MEASURES, percent } from './ItemChart.tsx';

const cell = (count: ItemCount) => {
  const share = percent(count);
  return share === null ? '—' : `${count.done} of ${count.of} (${share} %)`;
};

/** The chart's numbers as a table: what a screen reader reads, and what a careful reader checks. */
export function ItemTable({ items }: { items: ItemCompletion[] }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section className="table-box" aria-label="Item completion table" tabIndex={0}>
      <table className="data-table study-table">
        <caption className="visually-hidden">
          Participants who did each checklist item, of those measured
        </caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            {MEASURES.map((m) => (
              <th key={m.key} scope="col">
                {m.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((row) => {
            const item = checklistItem(row.item);
            return (
              <tr key={row.item}>
                <th scope="row">
                  {item.number}. {item.label}
                </th>
                {MEASURES.map((m) => (
                  <td key={m.key}>{cell(row[m.key])}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
