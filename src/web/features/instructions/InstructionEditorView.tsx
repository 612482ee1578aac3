/** Placeholder until this view is built (no fake data is shown). */
export default function InstructionEditorView() {
  return <h2 className="view-title">Instruction Editor</h2>;
}
