import { useSelection } from '../../components/route-selection.tsx';
import { CaseEditForm } from './CaseEditForm.tsx';
import { CaseList } from './CaseList.tsx';
import './case-editor.css';

/** docs/product.md#screens, #behaviour Case Editor: the list, then one case's edit form, then back to the list. */
export default function CaseEditorView({ onTryCase }: { onTryCase: (caseId: number) => void }) {
  // The case being edited is in the address (/admin/cases/:id): reload and Back keep it.
  const [editing, setEditing] = useSelection();
  return (
    <div className="case-editor">
      <h2 className="view-title">Case Editor</h2>
      {editing === undefined ? (
        <CaseList onSelect={setEditing} onTry={(id) => onTryCase(Number(id))} />
      ) : (
        <CaseEditForm id={editing} onDone={() => setEditing(undefined)} />
      )}
    </div>
  );
}
