import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import type { AdminUser } from '@barber/shared/schemas/users';
import { AdminDeleteDialog } from '../admin-delete-dialog';
import { useAddForm } from '../admin-forms';
import { AddListTab } from '../add-list-tab';
import { FormAlert } from '../../../components/form-alert';
import { useAuth } from '../../../lib/auth-context';
import { admin } from '../../../i18n/admin';
import { adminKeys } from '../admin-request';
import { useAdminRemoval } from '../use-admin-removal';
import { useFlashMessage } from '../use-flash-message';
import { userFailure } from './user-failure';
import { ResetPasswordDialog } from './reset-password-dialog';
import { UserAddForm } from './user-add-form';
import { UserEditor } from './user-editor';
import { UserRow } from './user-row';
import { deleteUser, usersQuery } from './users-api';

const nameOf = (user: AdminUser) => `${user.firstName} ${user.lastName}`.trim() || user.email;

/** 'Utenti': add (with a suggested password), edit in place including the role, reset a password, delete. */
export function UsersTab() {
  const queryClient = useQueryClient();
  const { user: me } = useAuth();
  const users = useQuery(usersQuery);
  // Spec 002: the users tab's success messages vanish after 5 s.
  const [success, showSuccess] = useFlashMessage(5000);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [closedEditorId, setClosedEditorId] = useState<string | null>(null);
  const closeEditor = (id: string) => {
    setEditingId(null);
    setClosedEditorId(id);
  };
  const [resetting, setResetting] = useState<AdminUser | null>(null);
  const add = useAddForm();

  const removal = useAdminRemoval({
    remove: (user: AdminUser) => deleteUser(user._id),
    describeError: (error) => userFailure(admin.users.errors.delete, error),
    onRemoved: (answer) => {
      showSuccess(answer.message || admin.users.deleted);
      void queryClient.invalidateQueries({ queryKey: adminKeys.users });
    },
  });

  const list = [...(users.data ?? [])].sort(
    (a, b) =>
      Number(b.isActive) - Number(a.isActive) ||
      a.lastName.localeCompare(b.lastName, 'it') ||
      a.firstName.localeCompare(b.firstName, 'it'),
  );

  return (
    <AddListTab
      name="users"
      texts={admin.users}
      add={add}
      addIcon={<UserPlus className="size-4" aria-hidden="true" />}
      notice={
        // Always in the page, so the message is announced when it appears; empty, it takes no space.
        <div aria-live="polite">
          {success && (
            <div className="mt-4">
              <FormAlert tone="success">{success}</FormAlert>
            </div>
          )}
        </div>
      }
      addForm={(form) => <UserAddForm {...form} />}
      onAdded={showSuccess}
      listBadge={
        users.data && (
          <span className="rounded-full bg-accent-soft px-2.5 py-0.5 text-sm text-accent-soft-fg">
            {admin.users.count(users.data.length)}
          </span>
        )
      }
      query={users}
      isEmpty={list.length === 0}
      list={
        <ul className="flex flex-col gap-3">
          {list.map((user) => {
            const name = nameOf(user);
            const editing = editingId === user._id;
            return (
              <li key={user._id} className="min-w-0">
                {editing ? (
                  <UserEditor
                    user={user}
                    name={name}
                    onCancel={() => closeEditor(user._id)}
                    onSaved={(message) => {
                      closeEditor(user._id);
                      showSuccess(message);
                    }}
                  />
                ) : (
                  <UserRow
                    user={user}
                    name={name}
                    isSelf={user._id === me?._id}
                    focusEdit={closedEditorId === user._id}
                    onEdit={() => {
                      setClosedEditorId(null);
                      setEditingId(user._id);
                    }}
                    onReset={() => setResetting(user)}
                    onDelete={() => removal.ask(user)}
                  />
                )}
              </li>
            );
          })}
        </ul>
      }
    >
      <ResetPasswordDialog
        user={resetting}
        name={resetting ? nameOf(resetting) : ''}
        onClose={() => setResetting(null)}
        onDone={showSuccess}
      />
      <AdminDeleteDialog
        {...removal.dialog}
        message={removal.target ? admin.users.deleteConfirm(nameOf(removal.target)) : ''}
      />
    </AddListTab>
  );
}
