import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FileDown, UserX } from 'lucide-react';
import type { AdminUser } from '@barber/shared/schemas/users';
import { ActionButton } from '../../../components/action-button';
import { downloadFile } from '../../../components/charts/csv';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { profile } from '../../../i18n/profile';
import { adminCall, adminKeys } from '../admin-request';

const t = profile.adminPrivacy;

/**
 * A customer's rights exercised through the shop (ADR 0021): their data as a JSON file, and the deletion of their
 * account and personal data. Not for the admin's own account (the profile page has it).
 */
export function UserPrivacyActions({ user, name, isSelf }: { user: AdminUser; name: string; isSelf: boolean }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const exportData = async () => {
    try {
      const data = await adminCall('exportUserData', { params: { id: user._id } });
      downloadFile(t.fileName(name, data.exportedAt.slice(0, 10)), JSON.stringify(data, null, 2), 'application/json');
    } catch {
      toast.error(t.exportFailed);
    }
  };

  const erase = async () => {
    setPending(true);
    setError(undefined);
    try {
      await adminCall('eraseUser', { params: { id: user._id } });
      setConfirming(false);
      toast.success(t.erased(name));
      await queryClient.invalidateQueries({ queryKey: adminKeys.users });
    } catch (failure) {
      setError(t.eraseFailed + (failure instanceof ApiError ? failure.message : ''));
    } finally {
      setPending(false);
    }
  };

  if (isSelf) return null;
  return (
    <>
      <ActionButton icon={FileDown} aria-label={t.exportLabel(name)} onClick={() => void exportData()}>
        {t.export}
      </ActionButton>
      <ActionButton icon={UserX} aria-label={t.eraseLabel(name)} onClick={() => setConfirming(true)}>
        {t.erase}
      </ActionButton>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t.eraseTitle}
        message={t.eraseMessage(name)}
        confirmLabel={t.confirm}
        cancelLabel={t.cancel}
        closeLabel={t.close}
        pendingLabel={t.erasing}
        pending={pending}
        error={error}
        destructive
        onConfirm={() => void erase()}
      />
    </>
  );
}
