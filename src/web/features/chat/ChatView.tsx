/** Placeholder until this view is built (no fake data is shown). */
export default function ChatView() {
  return <h2 className="view-title">ChatBot</h2>;
}
