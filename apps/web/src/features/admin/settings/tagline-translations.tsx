import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { SHOP_TRANSLATED } from '@barber/shared/schemas/content-translations';
import { ActionButton } from '../../../components/action-button';
import { shopInfoQuery } from '../../../lib/shop-info';
import { toast } from '../../../lib/toast';
import { contentTranslationTexts as t } from '../../../i18n/content-translations';
import { adminCall, adminDataQuery } from '../admin-request';
import { languagesDone, TranslationsDialog } from '../content-translations/translations-editor';

const FIELDS = [{ key: 'tagline', label: t.tagline, max: SHOP_TRANSLATED.tagline.max }] as const;

export const shopTranslationsQuery = adminDataQuery(
  ['admin', 'shop-translations'] as const,
  'shopTranslations',
);

/**
 * Under the motto in 'Impostazioni' (issue 28 item 5, ADR 0073): its German, French and English versions, once
 * there is a saved Italian one (Italian comes first; the server refuses a version of a motto with none).
 */
export function TaglineTranslationsButton({ italian, onOpen }: { italian: string; onOpen: () => void }) {
  const stored = useQuery({ ...shopTranslationsQuery, enabled: italian !== '' });
  if (!italian) return <p className="text-sm text-muted sm:col-span-2">{t.taglineFirst}</p>;
  return (
    <div className="sm:col-span-2">
      <ActionButton icon={Languages} onClick={onOpen}>
        {t.taglineOpen}
        {stored.data && <span className="text-xs text-muted">· {languagesDone(stored.data)}/3</span>}
      </ActionButton>
    </div>
  );
}

/** The dialog, kept outside the settings' form: a form inside a form would submit both. */
export function TaglineTranslationsDialog({ italian, onClose }: { italian: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const stored = useQuery(shopTranslationsQuery);
  if (!stored.data) return null;
  return (
    <TranslationsDialog
      label={t.taglineOpen}
      fields={FIELDS}
      italian={{ tagline: italian }}
      value={stored.data}
      save={async (body) => {
        const answer = await adminCall('saveShopTranslations', { body });
        queryClient.setQueryData(shopTranslationsQuery.queryKey, answer.data);
        // The home page, its footer and the business card read the motto from /api/shop.
        void queryClient.invalidateQueries({ queryKey: shopInfoQuery.queryKey });
        return answer;
      }}
      onCancel={onClose}
      onSaved={(message) => {
        toast.success(message);
        onClose();
      }}
    />
  );
}
