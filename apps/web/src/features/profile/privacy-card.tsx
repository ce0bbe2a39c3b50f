import { useState, type FormEvent } from 'react';
import { Download, Trash2 } from 'lucide-react';
import { Button } from '../../components/button';
import { downloadFile } from '../../components/charts/csv';
import { Dialog } from '../../components/dialog';
import { FormAlert } from '../../components/form-alert';
import { PasswordField } from '../../components/password-field';
import { SettingsCard } from '../../components/settings-card';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { toast } from '../../lib/toast';
import { profile } from '../../i18n/profile';
import { deleteMyAccount, exportMyData } from './profile-api';

const t = profile.privacy;

/** nFADP (ADR 0021): 'Scarica i miei dati' as a JSON file, and 'Elimina account' confirmed with the password. */
export function PrivacyCard({ email }: { email: string }) {
  const { signOut } = useAuth();
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      const data = await exportMyData();
      downloadFile(
        t.fileName(data.exportedAt.slice(0, 10)),
        JSON.stringify(data, null, 2),
        'application/json',
      );
    } catch {
      setDownloadError(t.downloadFailed);
    } finally {
      setDownloading(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(t.passwordRequired);
    setDeleting(true);
    setError(null);
    try {
      await deleteMyAccount(password);
      setOpen(false);
      toast.success(t.deleted);
      await signOut();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t.deleteFailed);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <SettingsCard id="privacy-title" title={t.title} intro={t.intro} roomy>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button
          variant="secondary"
          pending={downloading}
          pendingLabel={t.downloading}
          onClick={() => void download()}
        >
          <Download className="size-4" aria-hidden="true" />
          {t.download}
        </Button>
        <Button
          variant="danger"
          onClick={() => {
            setPassword('');
            setError(null);
            setOpen(true);
          }}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {t.delete}
        </Button>
      </div>
      {downloadError && (
        <div className="mt-4">
          <FormAlert>{downloadError}</FormAlert>
        </div>
      )}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t.deleteTitle}
        description={t.deleteMessage}
        closeLabel={t.close}
      >
        <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void confirm(event)}>
          <input type="text" name="username" autoComplete="username" value={email} hidden readOnly />
          <PasswordField
            label={t.password}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={error ?? undefined}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" disabled={deleting} onClick={() => setOpen(false)}>
              {t.cancel}
            </Button>
            <Button type="submit" variant="danger" pending={deleting} pendingLabel={t.deleting}>
              {t.confirm}
            </Button>
          </div>
        </form>
      </Dialog>
    </SettingsCard>
  );
}
