import { useRef, useState, type ChangeEvent } from 'react';
import { Camera, Trash2, UserRound } from 'lucide-react';
import type { User } from '@barber/shared/schemas/auth';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { getToken } from '../../lib/session-token';
import { toast } from '../../lib/toast';
import { profile } from '../../i18n/profile';
import { removeAvatar, uploadAvatar } from './profile-api';

const t = profile.avatar;
const MAX_BYTES = 5 * 1024 * 1024;
const TYPES = new Set(['image/jpeg', 'image/png']);

/**
 * The avatar with upload and remove (001 sections 2, 5, 8). The browser checks size and declared type first
 * for a quick answer; the server judges the content again (a renamed file is refused there).
 */
export function AvatarCard({ user }: { user: User }) {
  const { signIn } = useAuth();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = `${user.firstName} ${user.lastName}`.trim();

  const applyUser = (next: User) => {
    const token = getToken();
    if (token) signIn(token, next);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (file.size > MAX_BYTES) return setError(t.tooLarge);
    if (!TYPES.has(file.type)) return setError(t.wrongType);
    setProgress(0);
    try {
      const answer = await uploadAvatar(file, setProgress);
      applyUser(answer.user);
      toast.success(t.uploaded);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t.wrongType);
    } finally {
      setProgress(null);
    }
  };

  const onRemove = async () => {
    setError(null);
    setRemoving(true);
    try {
      const answer = await removeAvatar();
      applyUser(answer.user);
      toast.success(t.removed);
    } catch {
      setError(t.removeFailed);
    } finally {
      setRemoving(false);
    }
  };

  const uploading = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <section aria-labelledby="avatar-title" className="rounded-xl border border-border bg-surface p-4 sm:p-6">
      <h3 id="avatar-title" className="text-lg font-semibold">
        {t.title}
      </h3>
      <div className="mt-4 flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        {user.profileImage ? (
          <img
            src={user.profileImage.url}
            alt={t.alt(name)}
            width={96}
            height={96}
            className="size-24 shrink-0 rounded-full border border-border object-cover"
          />
        ) : (
          <span className="flex size-24 shrink-0 items-center justify-center rounded-full border border-border bg-surface-2 text-muted">
            <UserRound className="size-10" aria-hidden="true" />
          </span>
        )}
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <input
              ref={input}
              type="file"
              accept="image/jpeg,image/png"
              className="sr-only"
              tabIndex={-1}
              aria-hidden="true"
              data-testid="avatar-input"
              onChange={(event) => void onFile(event)}
            />
            <Button variant="secondary" size="sm" disabled={uploading || removing} onClick={() => input.current?.click()}>
              <Camera className="size-4" aria-hidden="true" />
              {user.profileImage ? t.change : t.choose}
            </Button>
            {user.profileImage && (
              <Button variant="ghost" size="sm" pending={removing} pendingLabel={t.removing} disabled={uploading} onClick={() => void onRemove()}>
                <Trash2 className="size-4" aria-hidden="true" />
                {t.remove}
              </Button>
            )}
          </div>
          <p className="text-sm text-muted">{t.hint}</p>
          {uploading && (
            <div className="flex items-center gap-2" role="status">
              <progress className="h-2 w-40 accent-[var(--accent)]" max={100} value={percent} aria-label={t.progressLabel} />
              <span className="text-sm tabular-nums">{t.uploading(percent)}</span>
            </div>
          )}
        </div>
      </div>
      {error && (
        <div className="mt-4">
          <FormAlert>
            <p>{error}</p>
          </FormAlert>
        </div>
      )}
    </section>
  );
}
