/** Placeholder until this view is built (no fake data is shown). */
export default function ChatHistoryView() {
  return <h2 className="view-title">Chat History</h2>;
}
