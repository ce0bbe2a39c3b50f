import { useRef, useState, type ChangeEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ImageUp, Trash2 } from 'lucide-react';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';
import { SettingsCard } from '../../../components/settings-card';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { payments } from '../../../i18n/payments';
import { adminCall } from '../admin-request';
import { TWINT_QR_KEY, twintQrQuery } from '../../payments';

const t = payments.admin.qr;
/** The server's limit (ADR 0015), checked here first so a large photo is not sent for nothing. */
const MAX_BYTES = 5 * 1024 * 1024;

/** Why a chosen file cannot be sent, or null when the server should judge it (by its content). */
export function fileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return t.invalid;
  if (file.size > MAX_BYTES) return t.tooLarge;
  return null;
}

/**
 * The shop's TWINT QR code, shown to customers who pay by TWINT without an online payment: upload, replace and
 * remove it. The image is shown on white in both themes, as a scanner needs it.
 */
export function TwintQrSettings() {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const current = useQuery(twintQrQuery);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: TWINT_QR_KEY });

  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return adminCall('uploadTwintQr', {}, { form });
    },
    onSuccess: () => {
      toast.success(t.saved);
      void refresh();
    },
    onError: (error) =>
      setProblem(error instanceof ApiError && error.status === 400 ? error.message : t.failed),
  });
  const remove = useMutation({
    mutationFn: () => adminCall('deleteTwintQr', {}),
    onSuccess: () => {
      toast.success(t.removed);
      setConfirmRemove(false);
      void refresh();
    },
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const reason = fileProblem(file);
    setProblem(reason);
    if (!reason) upload.mutate(file);
  };

  const qr = current.data;
  return (
    <SettingsCard id="twint-qr-title" title={t.title} intro={t.intro}>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center">
        {qr ? (
          <img
            src={qr.url}
            alt={t.imageAlt}
            width={160}
            height={160}
            className="size-40 shrink-0 rounded-lg border border-border bg-white object-contain p-2"
          />
        ) : (
          current.isSuccess && <p className="text-sm">{t.none}</p>
        )}
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={choose}
          />
          <Button
            variant={qr ? 'secondary' : 'primary'}
            pending={upload.isPending}
            pendingLabel={t.uploading}
            onClick={() => input.current?.click()}
          >
            <ImageUp className="size-4" aria-hidden="true" />
            {qr ? t.replace : t.upload}
          </Button>
          {qr && (
            <Button variant="danger" onClick={() => setConfirmRemove(true)} disabled={upload.isPending}>
              <Trash2 className="size-4" aria-hidden="true" />
              {t.remove}
            </Button>
          )}
        </div>
      </div>
      {problem && (
        <div className="mt-3">
          <FormAlert>{problem}</FormAlert>
        </div>
      )}
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={(next) => !remove.isPending && setConfirmRemove(next)}
        title={t.removeTitle}
        message={t.removeText}
        confirmLabel={t.remove}
        cancelLabel={t.keep}
        closeLabel={payments.admin.close}
        pendingLabel={t.removing}
        pending={remove.isPending}
        error={remove.isError ? t.failed : undefined}
        destructive
        onConfirm={() => remove.mutate()}
      />
    </SettingsCard>
  );
}
