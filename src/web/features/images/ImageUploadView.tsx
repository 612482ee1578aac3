/** Placeholder until this view is built (no fake data is shown). */
export default function ImageUploadView() {
  return <h2 className="view-title">Image Upload</h2>;
}
