import { useState } from 'react';
import { errorText } from '../../api/error-text.ts';
import { ChatImage } from '../../components/ChatImage.tsx';
import { useDialogs } from '../../components/dialogs.tsx';
import { deleteImage, type LibraryImage } from './images-api.ts';

type Props = {
  /** Undefined while loading. */
  images: LibraryImage[] | undefined;
  loadError: string | undefined;
  onDeleted: (id: number) => void;
};

/** docs/product.md#screens "Uploaded Images": each image with its ID and a Delete button (confirmed first). */
export function ImageList({ images, loadError, onDeleted }: Props) {
  const [deleting, setDeleting] = useState<number>();
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const dialogs = useDialogs();

  async function remove(image: LibraryImage) {
    const name = image.title ? ` ("${image.title}")` : '';
    const question = `Delete image ${image.id}${name}? Chats that show it will say "Image no longer available".`;
    if (!(await dialogs.confirm({ title: question, confirm: 'Delete image', danger: true }))) return;
    setDeleting(image.id);
    setError(undefined);
    setNotice(undefined);
    try {
      await deleteImage(image.id);
      setNotice(`Image ${image.id} deleted.`);
      onDeleted(image.id);
    } catch (failure) {
      setError(`Image ${image.id} was not deleted: ${errorText(failure)}`);
    } finally {
      setDeleting(undefined);
    }
  }

  return (
    <section className="image-library" aria-labelledby="uploaded-images-title">
      <h3 id="uploaded-images-title">
        Uploaded Images{images && images.length > 0 ? ` (${images.length})` : ''}
      </h3>
      <div role="status">{notice && <p className="image-upload-done">{notice}</p>}</div>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      {loadError ? (
        <p role="alert" className="form-error">
          The images could not be loaded: {loadError}
        </p>
      ) : !images ? (
        <p className="loading-text">Loading data...</p>
      ) : images.length === 0 ? (
        <p>No images uploaded yet.</p>
      ) : (
        <ul className="image-grid">
          {images.map((image) => (
            <li key={image.id} className="image-card">
              <figure>
                <div className="image-frame">
                  <ChatImage src={image.url} alt={image.title || `Uploaded image ${image.id}`} />
                </div>
                <figcaption>
                  <span className="image-title">{image.title || 'Untitled'}</span>
                  <span className="image-id">ID: {image.id}</span>
                  {image.tags.length > 0 && <span className="image-tags">Tags: {image.tags.join(', ')}</span>}
                </figcaption>
              </figure>
              <button
                type="button"
                className="image-delete"
                aria-label={`Delete image ${image.id}`}
                disabled={deleting === image.id}
                onClick={() => remove(image)}
              >
                {deleting === image.id ? 'Deleting…' : 'Delete'}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
