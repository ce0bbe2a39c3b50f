import { useQueryClient } from '@tanstack/react-query';
import { PRODUCT_TRANSLATED } from '@barber/shared/schemas/content-translations';
import { toast } from '../../../lib/toast';
import { admin } from '../../../i18n/admin';
import { contentTranslationTexts } from '../../../i18n/content-translations';
import { adminCall } from '../admin-request';
import { TranslationsDialog } from '../content-translations/translations-editor';
import { adminProductsKey, type AdminProduct } from './products-api';

const FIELDS = [
  { key: 'name', label: admin.services.name, max: PRODUCT_TRANSLATED.name.max },
  { key: 'description', label: admin.services.description, max: PRODUCT_TRANSLATED.description.max, multiLine: true },
] as const;

/**
 * A product's name and description in German, French and English (issue 28 item 5); the brand is a name. The
 * labels are the plain 'Nome' and 'Descrizione': nothing here is required.
 */
export function ProductTranslationsDialog({ product, onClose }: { product: AdminProduct; onClose: () => void }) {
  const queryClient = useQueryClient();
  return (
    <TranslationsDialog
      label={contentTranslationTexts.openLabel(product.name)}
      fields={FIELDS}
      italian={{ name: product.name, description: product.description || null }}
      value={product.translations}
      save={async (body) => {
        const answer = await adminCall('saveProductTranslations', { params: { id: product._id }, body });
        void queryClient.invalidateQueries({ queryKey: adminProductsKey });
        void queryClient.invalidateQueries({ queryKey: ['shop'] });
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
