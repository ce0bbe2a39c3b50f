import { useEffect, useRef } from 'react';
import { KeyRound, Pencil, Trash2 } from 'lucide-react';
import type { AdminUser } from '@barber/shared/schemas/users';
import { ActionButton } from '../../../components/action-button';
import { formatPhone } from '../../../lib/format';
import { admin } from '../../../i18n/admin';
import { UserPrivacyActions } from './user-privacy-actions';

const roleTones: Record<AdminUser['role'], string> = {
  admin: 'bg-accent-soft text-accent-soft-fg',
  barber: 'bg-status-completed-bg text-status-completed-fg',
  client: 'bg-surface-2 text-fg',
};

interface UserRowProps {
  user: AdminUser;
  name: string;
  isSelf: boolean;
  onEdit: () => void;
  onReset: () => void;
  onDelete: () => void;
  /** Set when this row's editor just closed: focus goes back to its edit button. */
  focusEdit?: boolean;
}

/** One account in read mode. The admin's own account cannot be deleted from here (it would lock them out). */
export function UserRow({ user, name, isSelf, onEdit, onReset, onDelete, focusEdit = false }: UserRowProps) {
  const editButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusEdit) editButton.current?.focus();
  }, [focusEdit]);
  return (
    <div
      className={`flex h-full flex-col gap-3 rounded-xl border p-4 ${
        user.isActive ? 'border-border bg-surface' : 'border-dashed border-input-border bg-surface-2'
      }`}
    >
      <div className="min-w-0">
        <h4 className="flex flex-wrap items-center gap-2 text-lg font-semibold break-words">
          {name}
          {isSelf && <span className="text-sm font-normal text-muted">{admin.users.you}</span>}
        </h4>
        <div className="mt-1 flex flex-wrap gap-2">
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${roleTones[user.role]}`}>
            <span className="sr-only">{`${admin.users.role}: `}</span>
            {admin.users.roles[user.role]}
          </span>
          {!user.isActive && (
            <span className="rounded-full border border-input-border px-2.5 py-0.5 text-xs font-semibold text-muted">
              {admin.common.inactive}
            </span>
          )}
        </div>
        <p className="mt-2 text-sm break-all">{user.email}</p>
        <p className="text-sm text-muted">{formatPhone(user.phone) || admin.users.phoneMissing}</p>
      </div>
      <div className="mt-auto flex flex-wrap gap-2">
        <ActionButton
          icon={Pencil}
          ref={editButton}
          aria-label={admin.users.editLabel(name)}
          onClick={onEdit}
        >
          {admin.common.edit}
        </ActionButton>
        <ActionButton icon={KeyRound} aria-label={admin.users.resetLabel(name)} onClick={onReset}>
          {admin.users.resetPassword}
        </ActionButton>
        {!isSelf && user.isActive && (
          <ActionButton icon={Trash2} aria-label={admin.users.deleteLabel(name)} onClick={onDelete}>
            {admin.common.delete}
          </ActionButton>
        )}
        {/* Export and deletion of personal data on the customer's request (issue 14, ADR 0021). */}
        <UserPrivacyActions user={user} name={name} isSelf={isSelf} />
      </div>
    </div>
  );
}
