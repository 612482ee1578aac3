import { useCallback, useEffect, useState } from 'react';
import { errorText } from '../../api/error-text.ts';
import { ImageList } from './ImageList.tsx';
import { type LibraryImage, listImages } from './images-api.ts';
import { UploadForm } from './UploadForm.tsx';
import './images.css';

/** docs/product.md#screens Image Upload: add images to the library the tutor points to, and remove them. */
export default function ImageUploadView() {
  const [images, setImages] = useState<LibraryImage[]>();
  const [loadError, setLoadError] = useState<string>();

  const reload = useCallback(async (signal?: AbortSignal) => {
    try {
      const list = await listImages(signal);
      setImages(list);
      setLoadError(undefined);
    } catch (error) {
      if (!signal?.aborted) setLoadError(errorText(error));
    }
  }, []);

  useEffect(() => {
    const abort = new AbortController();
    reload(abort.signal);
    return () => abort.abort();
  }, [reload]);

  return (
    <section className="images-view" aria-labelledby="image-upload-title">
      <h2 id="image-upload-title" className="view-title">
        Image Upload
      </h2>
      <UploadForm onUploaded={() => reload()} />
      <ImageList
        images={images}
        loadError={loadError}
        onDeleted={(id) => setImages((list) => list?.filter((image) => image.id !== id))}
      />
    </section>
  );
}
