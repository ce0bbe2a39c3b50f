import { useQueryClient } from '@tanstack/react-query';
import type { Service } from '@barber/shared/schemas/catalog';
import { SERVICE_TRANSLATED } from '@barber/shared/schemas/content-translations';
import { admin } from '../../../i18n/admin';
import { contentTranslationTexts } from '../../../i18n/content-translations';
import { adminCall, adminKeys } from '../admin-request';
import { TranslationsEditor } from '../content-translations/translations-editor';

const FIELDS = [
  { key: 'name', label: admin.services.name, max: SERVICE_TRANSLATED.name.max },
  { key: 'description', label: admin.services.description, max: SERVICE_TRANSLATED.description.max, multiLine: true },
] as const;

/** A service's name and description in German, French and English, edited in place of its row (issue 28 item 5). */
export function ServiceTranslationsEditor({
  service,
  onCancel,
  onSaved,
}: {
  service: Service;
  onCancel: () => void;
  onSaved: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  return (
    <TranslationsEditor
      label={contentTranslationTexts.openLabel(service.name)}
      fields={FIELDS}
      italian={{ name: service.name, description: service.description }}
      value={service.translations}
      save={async (body) => {
        const answer = await adminCall('saveServiceTranslations', { params: { id: service._id }, body });
        void queryClient.invalidateQueries({ queryKey: adminKeys.services });
        return answer;
      }}
      onCancel={onCancel}
      onSaved={onSaved}
    />
  );
}
