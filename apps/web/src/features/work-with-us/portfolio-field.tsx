import { useId, useRef, type ChangeEvent } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { JOB_APPLICATION_LIMITS, JOB_APPLICATION_PHOTO_TYPES } from '@barber/shared/domain/job-application';
import { Spinner } from '../../components/spinner';
import { workWithUs } from '../../i18n/work-with-us';

const t = workWithUs.modal;

export interface PortfolioPhoto {
  /** A local key for the list (the URL is unique too, but this reads better in tests and devtools). */
  id: string;
  name: string;
  url: string;
  thumbUrl: string;
}

interface PortfolioFieldProps {
  photos: readonly PortfolioPhoto[];
  /** 0..1 while a batch uploads, null when idle. */
  progress: number | null;
  disabled: boolean;
  invalid: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
}

/**
 * The right column's portfolio ('5 tagli max'): a file picker (disabled with a spinner while uploading), the
 * progress of the batch, and a thumbnail with a remove button for each uploaded photo (001 sections 2 and 4).
 */
export function PortfolioField({ photos, progress, disabled, invalid, onAdd, onRemove }: PortfolioFieldProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const input = useRef<HTMLInputElement>(null);
  const uploading = progress !== null;
  const full = photos.length >= JOB_APPLICATION_LIMITS.maxPhotos;
  const percent = Math.round((progress ?? 0) * 100);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // The same file can be picked again after a removal or a failure.
    event.target.value = '';
    if (files.length > 0) onAdd(files);
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby={hintId}>
      <legend className="flex w-full items-baseline justify-between gap-2 text-lg font-semibold">
        <span>{t.portfolio}</span>
        <span className="text-sm font-normal text-muted">{t.portfolioMax}</span>
      </legend>
      <p id={hintId} className="text-sm text-muted">
        {t.portfolioHint} {t.photoCount(photos.length)}
      </p>
      <div>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept={JOB_APPLICATION_PHOTO_TYPES.join(',')}
          className="peer sr-only"
          disabled={disabled || uploading || full}
          aria-invalid={invalid || undefined}
          data-testid="portfolio-input"
          onChange={choose}
        />
        <label
          htmlFor={inputId}
          className={`inline-flex min-h-11 w-full cursor-pointer items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-3 font-semibold peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent peer-disabled:cursor-not-allowed peer-disabled:opacity-60 ${
            invalid ? 'border-danger' : 'border-input-border hover:bg-surface-2'
          }`}
        >
          {uploading ? <Spinner className="size-5" /> : <ImagePlus className="size-5" aria-hidden="true" />}
          {t.addPhotos}
        </label>
      </div>
      {uploading && (
        <div className="flex items-center gap-2" role="status">
          <progress className="h-2 min-w-0 flex-1 accent-[var(--accent)]" max={100} value={percent} aria-label={t.progressLabel} />
          <span className="text-sm tabular-nums">{t.uploading(percent)}</span>
        </div>
      )}
      {photos.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5 md:grid-cols-3">
          {photos.map((photo, index) => (
            <li key={photo.id} className="relative">
              <img
                src={photo.thumbUrl}
                alt={t.photoAlt(index + 1, photo.name)}
                width={120}
                height={120}
                className="aspect-square w-full rounded-lg border border-border object-cover"
              />
              <button
                type="button"
                className="absolute top-1 right-1 flex size-8 items-center justify-center rounded-full bg-black/75 text-white hover:bg-black disabled:opacity-60"
                aria-label={t.removePhoto(index + 1)}
                disabled={disabled || uploading}
                onClick={() => onRemove(photo.id)}
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
