import { useState } from 'react';
import { saveProduct, type SaveProduct } from './products-api';

/**
 * The product form's photo: the file chosen (and why it cannot be sent), whether the current one is to go, and
 * the upload's progress while a save with a new photo runs.
 */
export function useProductUpload() {
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState('');
  const [removeImage, setRemoveImage] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  const chooseImage = (file: File | null, problem: string) => {
    setImage(file);
    setImageError(problem);
  };

  /** Saves the product with the photo as chosen, showing the upload's progress until it is done. */
  const save = async (id: string | undefined, payload: SaveProduct['payload']) => {
    setProgress(image ? 0 : null);
    try {
      return await saveProduct(
        { ...(id ? { id } : {}), payload, image, removeImage: removeImage && !image },
        (fraction) => setProgress(Math.round(fraction * 100)),
      );
    } finally {
      setProgress(null);
    }
  };

  return { image, imageError, chooseImage, removeImage, setRemoveImage, progress, save };
}
