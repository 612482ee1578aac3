import { useState } from 'react';
import { CaseEditForm } from './CaseEditForm.tsx';
import { CaseList } from './CaseList.tsx';
import './case-editor.css';

/** docs/product.md#screens, #behaviour Case Editor: the list, then one case's edit form, then back to the list. */
export default function CaseEditorView({ onTryCase }: { onTryCase: (caseId: number) => void }) {
  const [editing, setEditing] = useState<string>();
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
