/** Placeholder until this view is built (no fake data is shown). */
export default function DataCollectionView() {
  return <h2 className="view-title">Data Collection</h2>;
}
