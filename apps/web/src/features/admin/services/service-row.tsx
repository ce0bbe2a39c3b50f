import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Languages, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import type { Service } from '@barber/shared/schemas/catalog';
import { ActionButton } from '../../../components/action-button';
import { formatChf } from '../../../lib/format';
import { admin } from '../../../i18n/admin';
import { adminKeys } from '../admin-request';
import { serverMessageOr } from '../use-admin-removal';
import { contentTranslationTexts } from '../../../i18n/content-translations';
import { languagesDone } from '../content-translations/translations-editor';
import { ServiceEditor } from './service-editor';
import { ServiceTranslationsEditor } from './service-translations-editor';
import { updateService } from './services-api';

interface ServiceRowProps {
  service: Service;
  onDone: (message: string) => void;
  onDelete: (service: Service) => void;
}

/** One service: read mode with its figures, or the inline editor in its place. */
export function ServiceRow({ service, onDone, onDelete }: ServiceRowProps) {
  const queryClient = useQueryClient();
  /** The row, its Italian fields' editor, or its translations' editor, in its place. */
  const [mode, setMode] = useState<'read' | 'edit' | 'translate'>('read');
  const editing = mode !== 'read';
  // Closing the editor removes the field that had focus: give it back to this row's edit button.
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButton.current?.focus();
  }, [editing]);
  const closeEditor = () => {
    returnFocus.current = true;
    setMode('read');
  };
  const reactivate = useMutation({
    mutationFn: () =>
      updateService(service._id, {
        name: service.name,
        price: service.price,
        duration: service.duration,
        description: service.description,
        isActive: true,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.services });
      onDone(admin.services.reactivated);
    },
  });

  if (mode === 'translate') {
    return (
      <ServiceTranslationsEditor
        service={service}
        onCancel={closeEditor}
        onSaved={(message) => {
          closeEditor();
          onDone(message);
        }}
      />
    );
  }
  if (mode === 'edit') {
    return (
      <ServiceEditor
        service={service}
        onCancel={closeEditor}
        onSaved={(message) => {
          closeEditor();
          onDone(message);
        }}
      />
    );
  }
  return (
    <div
      className={`flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-start sm:justify-between ${
        service.isActive ? 'border-border bg-surface' : 'border-dashed border-input-border bg-surface-2'
      }`}
    >
      <div className="min-w-0">
        <h4 className="flex flex-wrap items-center gap-2 text-lg font-semibold break-words">
          {service.name}
          {!service.isActive && (
            <span className="rounded-full border border-input-border px-2 py-0.5 text-xs font-semibold text-muted">
              {admin.common.inactive}
            </span>
          )}
        </h4>
        <p className="font-semibold tabular-nums">
          {formatChf(service.price)} · {admin.common.minutes(service.duration)}
        </p>
        {service.description && <p className="text-sm break-words text-muted">{service.description}</p>}
        {!service.isActive && <p className="text-sm text-muted">{admin.services.inactiveHint}</p>}
        {reactivate.isError && (
          <p role="alert" className="mt-1 text-sm font-medium text-danger">
            {serverMessageOr(admin.services.errors.update)(reactivate.error)}
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <ActionButton
          icon={Pencil}
          ref={editButton}
          aria-label={admin.services.editLabel(service.name)}
          onClick={() => setMode('edit')}
        >
          {admin.common.edit}
        </ActionButton>
        <ActionButton
          icon={Languages}
          aria-label={contentTranslationTexts.openLabel(service.name)}
          onClick={() => setMode('translate')}
        >
          {contentTranslationTexts.open}
          <span className="text-xs text-muted">· {contentTranslationTexts.languagesDone(languagesDone(service.translations))}</span>
        </ActionButton>
        {service.isActive ? (
          <ActionButton
            icon={Trash2}
            aria-label={admin.services.deleteLabel(service.name)}
            onClick={() => onDelete(service)}
          >
            {admin.common.delete}
          </ActionButton>
        ) : (
          <ActionButton
            icon={RotateCcw}
            aria-label={admin.services.reactivateLabel(service.name)}
            pending={reactivate.isPending}
            onClick={() => reactivate.mutate()}
          >
            {admin.services.reactivate}
          </ActionButton>
        )}
      </div>
    </div>
  );
}
