import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { ImageOff, ImageUp, Trash2, Undo2 } from 'lucide-react';
import { Button } from '../../../components/button';
import { adminShop } from '../../../i18n/admin-shop';
import { imageProblem } from './product-form-rules';

const t = adminShop.products.form;

interface ProductImageFieldProps {
  /** The product's photo now (editing), if it has one. */
  currentUrl: string | null;
  productName: string;
  file: File | null;
  removed: boolean;
  error: string;
  disabled: boolean;
  onFile: (file: File | null, problem: string) => void;
  onRemovedChange: (removed: boolean) => void;
}

/** A local preview of the chosen file, released when it changes or the form closes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * The product's photo: the current one, or the preview of a new one (checked here for type and size, uploaded
 * only when the form is saved), and on an edit the choice to remove it.
 */
export function ProductImageField({
  currentUrl,
  productName,
  file,
  removed,
  error,
  disabled,
  onFile,
  onRemovedChange,
}: ProductImageFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();
  const preview = usePreview(file);
  const shown = preview ?? (removed ? null : currentUrl);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    const problem = imageProblem(chosen);
    onFile(problem ? null : chosen, problem ?? '');
  };

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend className="mb-1.5 font-medium">{t.image}</legend>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-border bg-surface-2">
          {shown ? (
            <img
              src={shown}
              alt={preview ? t.previewAlt : t.currentAlt(productName)}
              className="size-full object-cover"
            />
          ) : (
            <ImageOff className="size-8 text-muted" aria-hidden="true" />
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={choose}
          />
          <Button variant="secondary" size="sm" disabled={disabled} onClick={() => input.current?.click()}>
            <ImageUp className="size-4" aria-hidden="true" />
            {shown ? t.replaceImage : t.chooseImage}
          </Button>
          {file && (
            <Button variant="ghost" size="sm" disabled={disabled} onClick={() => onFile(null, '')}>
              <Undo2 className="size-4" aria-hidden="true" />
              {currentUrl && !removed ? t.keepImage : t.removeImage}
            </Button>
          )}
          {!file && currentUrl && !removed && (
            <Button variant="ghost" size="sm" disabled={disabled} onClick={() => onRemovedChange(true)}>
              <Trash2 className="size-4" aria-hidden="true" />
              {t.removeImage}
            </Button>
          )}
          {!file && currentUrl && removed && (
            <Button variant="ghost" size="sm" disabled={disabled} onClick={() => onRemovedChange(false)}>
              <Undo2 className="size-4" aria-hidden="true" />
              {t.keepImage}
            </Button>
          )}
        </div>
      </div>
      <p id={hintId} className="text-sm text-muted">
        {removed && !file ? t.imageRemoved : t.imageHint}
      </p>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
