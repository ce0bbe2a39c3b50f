import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import type { AdminUser } from '@barber/shared/schemas/users';
import { AdminListState } from '../admin-list-state';
import { AdminDeleteDialog } from '../admin-delete-dialog';
import { AddFormButton, useAddForm } from '../admin-forms';
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
    <section aria-labelledby="users-title" className="flex flex-col gap-5">
      <div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="users-title" className="font-display text-2xl font-semibold">
            {admin.users.title}
          </h2>
          <AddFormButton
            form={add}
            controls="user-add"
            label={admin.users.addTitle}
            closeLabel={admin.common.close}
            icon={<UserPlus className="size-4" aria-hidden="true" />}
          />
        </div>
        {/* Always in the page, so the message is announced when it appears; empty, it takes no space. */}
        <div aria-live="polite">
          {success && (
            <div className="mt-4">
              <FormAlert tone="success">{success}</FormAlert>
            </div>
          )}
        </div>
      </div>
      {/* Closed by default: on a phone the list comes first; opened, the form sits beside it on a wide screen. */}
      <div
        className={`grid gap-5 ${add.open ? 'lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start' : ''}`}
      >
        <div id="user-add" hidden={!add.open}>
          {add.open && (
            <UserAddForm
              onDone={(message) => {
                showSuccess(message);
                add.close();
              }}
              onCancel={add.close}
            />
          )}
        </div>
        <section aria-labelledby="users-list-title" className="flex min-w-0 flex-col gap-3">
          <h3 id="users-list-title" className="flex flex-wrap items-center gap-2 text-lg font-semibold">
            {admin.users.listTitle}
            {users.data && (
              <span className="rounded-full bg-accent-soft px-2.5 py-0.5 text-sm text-accent-soft-fg">
                {admin.users.count(users.data.length)}
              </span>
            )}
          </h3>
          <AdminListState
            query={users}
            loadingLabel={admin.users.loading}
            loadErrorLabel={admin.users.errors.load}
            emptyLabel={admin.users.empty}
            isEmpty={list.length === 0}
          >
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
          </AdminListState>
        </section>
      </div>
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
    </section>
  );
}
