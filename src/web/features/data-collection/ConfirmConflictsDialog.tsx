import { useId } from 'react';
import type { FieldConflict } from '../../api/case-analysis.ts';
import { fieldLabel, sentence } from '../../components/CaseAnalysis.tsx';
import { Dialog } from '../../components/Dialog.tsx';

/**
 * Asked before a case is submitted whose hard-stop text accepts a mask, a bag or a rate that the built-in limits
 * for the patient's age reject: the simulator follows the author's text, so residents would be told it is right.
 * Closing the dialog (x, Escape) is going back to edit.
 */
export function ConfirmConflictsDialog({
  conflicts,
  onConfirm,
  onClose,
}: {
  conflicts: FieldConflict[];
  onConfirm: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog titleId={titleId} className="dc-confirm-dialog" onClose={onClose}>
      <h2 id={titleId}>Submit against the built-in limits?</h2>
      <p>
        The simulator follows your hard-stop text over its built-in limits for the patient's age, so residents
        would be told that these are right:
      </p>
      <ul>
        {conflicts.map((conflict) => (
          <li key={`${conflict.phase}-${conflict.field}-${conflict.warning}`}>
            Phase {conflict.phase}, {fieldLabel(conflict.field)}: {sentence(conflict.warning)}.
          </li>
        ))}
      </ul>
      <div className="dc-confirm-actions">
        <button type="button" className="secondary-button" onClick={onClose}>
          Go back and edit
        </button>
        <button type="button" className="primary-button" onClick={onConfirm}>
          Submit anyway
        </button>
      </div>
    </Dialog>
  );
}
