import { checklistItem } from '../../../contract/checklist.ts';
import type { Agreement, AgreementFigure } from '../../../contract/study.ts';
import { DataTable } from '../../components/DataTable.tsx';

const percentText = (figure: AgreementFigure) => (figure.percent === null ? '—' : `${figure.percent} %`);
/** Kappa is undefined (shown as "n/a") when both raters gave a single result throughout. */
const kappaText = (figure: AgreementFigure) =>
  figure.n === 0 ? '—' : figure.kappa === null ? 'n/a' : figure.kappa.toFixed(2);

/**
 * Agreement between two raters who scored the same participant at the same time point: percent agreement
 * and Cohen's kappa, over all items and item by item. The totals above use the primary rating.
 */
export function AgreementTable({ agreement }: { agreement: Agreement }) {
  if (agreement.ratedTwice === 0) {
    return (
      <p className="empty-text">
        No participant has been scored by two raters at the same time point yet. A second rater records their
        own checklist for the same participant and time point; it never replaces the first.
      </p>
    );
  }
  const { overall } = agreement;
  return (
    <>
      <p className="dashboard-summary" role="status">
        {agreement.ratedTwice} participant × time point pair{agreement.ratedTwice === 1 ? '' : 's'} scored by
        two raters · overall agreement <strong>{percentText(overall)}</strong> · Cohen's kappa{' '}
        <strong>{kappaText(overall)}</strong> over {overall.n} item ratings
      </p>
      <p className="hint-text">
        Totals and item counts use the primary rating: the first checklist recorded for the participant and
        time point. Agreement compares it with the next rater's checklist, over done / not done / not
        applicable.
      </p>
      <DataTable
        label="Agreement by item table"
        className="study-table"
        caption="Agreement between two raters, item by item"
        columns={['Item', 'Rated by both', 'Agreement', "Cohen's kappa"]}
      >
        {agreement.items.map((row) => {
          const item = checklistItem(row.item);
          return (
            <tr key={row.item}>
              <th scope="row">
                {item.number}. {item.label}
              </th>
              <td>{row.n}</td>
              <td>{percentText(row)}</td>
              <td>{kappaText(row)}</td>
            </tr>
          );
        })}
      </DataTable>
    </>
  );
}
