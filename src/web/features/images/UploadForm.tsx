import { type FormEvent, useId, useRef, useState } from 'react';
import { MAX_IMAGE_BYTES, type UploadedImage } from '../../../contract/api.ts';
import { errorText } from '../../api/error-text.ts';
import { uploadImage } from './images-api.ts';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';
const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
/** Picks an image, with an optional title and tags the tutor uses to find it by topic, and uploads it. */
export function UploadForm({ onUploaded }: { onUploaded: (image: UploadedImage) => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [file, setFile] = useState<File>();
  const [title, setTitle] = useState('');
  const [tags, setTags] = useState('');
  const [uploading, setUploading] = useState<File>();
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const ids = { file: useId(), fileHint: useId(), title: useId(), tags: useId(), tagsHint: useId() };

  async function submit(event: FormEvent) {
    event.preventDefault();
    // docs/product.md#validation: nothing happens without a file (the button is disabled too).
    if (!file || uploading) return;
    setError(undefined);
    setDone(undefined);
    if (file.size > MAX_IMAGE_BYTES) {
      setError(`"${file.name}" is ${megabytes(file.size)}: images can be 10 MB at most.`);
      return;
    }
    setUploading(file);
    try {
      const image = await uploadImage(file, title, tags);
      setDone(`Uploaded "${title.trim() || file.name}" as image ID ${image.id}.`);
      formRef.current?.reset();
      setFile(undefined);
      setTitle('');
      setTags('');
      onUploaded(image);
    } catch (failure) {
      setError(`Upload failed: ${errorText(failure)}`);
    } finally {
      setUploading(undefined);
    }
  }

  return (
    <form ref={formRef} className="image-upload-form" onSubmit={submit} aria-label="Upload an image">
      <div className="image-field">
        <label htmlFor={ids.file}>Image file</label>
        <input
          id={ids.file}
          type="file"
          accept={ACCEPT}
          aria-describedby={ids.fileHint}
          onChange={(event) => {
            setFile(event.target.files?.[0]);
            setError(undefined);
          }}
        />
        <span id={ids.fileHint} className="image-hint">
          PNG, JPEG, WebP or GIF, up to 10 MB.
        </span>
      </div>
      <div className="image-field">
        <label htmlFor={ids.title}>Title (optional)</label>
        <input
          id={ids.title}
          type="text"
          maxLength={120}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
      </div>
      <div className="image-field">
        <label htmlFor={ids.tags}>Tags (optional)</label>
        <input
          id={ids.tags}
          type="text"
          value={tags}
          aria-describedby={ids.tagsHint}
          onChange={(event) => setTags(event.target.value)}
        />
        <span id={ids.tagsHint} className="image-hint">
          Comma-separated, e.g. “mask, seal”: the tutor finds images by these topics.
        </span>
      </div>
      <div className="image-upload-actions">
        <button type="submit" className="primary-button" disabled={!file || uploading !== undefined}>
          {uploading ? 'Uploading…' : 'Upload'}
        </button>
        <div role="status" className="image-upload-status">
          {uploading && (
            <>
              <progress aria-label={`Uploading ${uploading.name}`} />
              <span>
                Uploading {uploading.name} ({megabytes(uploading.size)})…
              </span>
            </>
          )}
          {done && <span className="image-upload-done">{done}</span>}
        </div>
      </div>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
    </form>
  );
}
