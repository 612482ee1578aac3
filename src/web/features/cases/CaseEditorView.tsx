/** Placeholder until this view is built (no fake data is shown). */
export default function CaseEditorView() {
  return <h2 className="view-title">Case Editor</h2>;
}
