import { useRef, useState } from 'react';
import { photoSelectionProblem } from '@barber/shared/domain/job-application';
import { ApiError } from '../../lib/api-client';
import { workWithUs } from '../../i18n/work-with-us';
import { uploadPhoto } from './application-api';
import type { ApplicationAlert } from './application-form';
import type { PortfolioPhoto } from './portfolio-field';

const m = workWithUs.messages;

/**
 * The portfolio's photos: they upload when chosen, one at a time in order, with the batch's progress (null when
 * nothing uploads); a failed batch adds nothing and says why through `showAlert`.
 */
export function usePortfolioUpload(showAlert: (alert: ApplicationAlert) => void) {
  const [photos, setPhotos] = useState<PortfolioPhoto[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const nextId = useRef(0);

  const add = async (files: File[]) => {
    const problem = photoSelectionProblem(photos.length, files, m);
    if (problem) return showAlert({ field: 'photos', lines: [problem] });
    const batch: PortfolioPhoto[] = [];
    setProgress(0);
    for (const [index, file] of files.entries()) {
      try {
        const uploaded = await uploadPhoto(file, (fraction) => setProgress((index + fraction) / files.length));
        batch.push({ id: `photo-${nextId.current++}`, name: file.name, ...uploaded });
      } catch (error) {
        // 001 section 8: nothing of this batch is added; the alert names the file, then the server's reason.
        setProgress(null);
        const detail = error instanceof ApiError ? error.message : String(error);
        return showAlert({
          field: 'photos',
          lines: [m.uploadFailedAlert(m.uploadFailedFile(file.name)), m.uploadFailed(detail)],
        });
      }
    }
    setProgress(null);
    setPhotos((current) => [...current, ...batch]);
  };

  const remove = (id: string) => setPhotos((current) => current.filter((p) => p.id !== id));
  const reset = () => {
    setPhotos([]);
    setProgress(null);
  };

  return { photos, progress, add, remove, reset };
}
