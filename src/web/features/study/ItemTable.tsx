import { checklistItem } from '../../../contract/checklist.ts';
import type { ItemCompletion, ItemCount } from '../../../contract/study.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { MEASURES, percent } from './ItemChart.tsx';

const cell = (count: ItemCount) => {
  const share = percent(count);
  return share === null ? '—' : `${count.done} of ${count.of} (${share} %)`;
};

/** The chart's numbers as a table: what a screen reader reads, and what a careful reader checks. */
export function ItemTable({ items }: { items: ItemCompletion[] }) {
  return (
    <DataTable
      label="Item completion table"
      className="study-table"
      caption="Participants who did each checklist item, of those measured"
      columns={['Item', ...MEASURES.map((m) => m.label)]}
    >
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
    </DataTable>
  );
}
