import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DialogForm } from '../../../components/dialog-form';
import { FailureAlert, FormAlert } from '../../../components/form-alert';
import { toast } from '../../../lib/toast';
import { useSentForm } from '../../../lib/use-sent-form';
import { adminShop } from '../../../i18n/admin-shop';
import { ProductFields } from './product-fields';
import { ProductImageField } from './product-image-field';
import { checkProduct, emptyProduct, productValues, type ProductField } from './product-form-rules';
import { adminProductsKey, type AdminProduct } from './products-api';
import { useProductUpload } from './use-product-upload';

const t = adminShop.products;
const f = t.form;
const FIELDS: readonly ProductField[] = [
  'name',
  'price',
  'category',
  'quantity',
  'minQuantity',
  'brand',
  'description',
];

interface ProductFormDialogProps {
  /** Missing: 'Nuovo prodotto'. */
  product?: AdminProduct;
  onClose: () => void;
}

/**
 * The product modal (002 sections 2 and 5): create or edit, the photo checked on choice and uploaded on save with
 * its progress shown, the server's refusal (e.g. a renamed text file) above the buttons.
 */
export function ProductFormDialog({ product, onClose }: ProductFormDialogProps) {
  const queryClient = useQueryClient();
  const [start] = useState(() => (product ? productValues(product) : emptyProduct));
  const form = useSentForm(start, FIELDS, t.errors.save);
  // 'Compila tutti i campi obbligatori' stands above the fields; the server's refusal above the buttons.
  const [required, setRequired] = useState('');
  const upload = useProductUpload();

  const submit = async () => {
    if (form.sending) return;
    const check = checkProduct(form.values);
    form.setErrors(check.ok ? {} : check.fields);
    setRequired(check.ok ? '' : (check.formError ?? ''));
    if (!check.ok) return;
    const answer = await form.send(() => upload.save(product?._id, check.payload));
    if (!answer) return;
    toast.success(answer.message || (product ? t.updated : t.created));
    void queryClient.invalidateQueries({ queryKey: adminProductsKey });
    // The public shop's lists show the change at their next look.
    void queryClient.invalidateQueries({ queryKey: ['shop'] });
    onClose();
  };

  return (
    <DialogForm
      onClose={onClose}
      title={product ? f.editTitle(product.name) : f.createTitle}
      description={f.intro}
      closeLabel={f.close}
      onSubmit={() => void submit()}
      pending={form.sending}
      cancelLabel={f.cancel}
      submitLabel={product ? f.save : f.create}
      pendingLabel={f.saving}
    >
      {required && <FormAlert>{required}</FormAlert>}
      <ProductFields values={form.values} errors={form.errors} set={form.set} />
      <ProductImageField
        currentUrl={product?.images[0]?.thumbUrl ?? null}
        productName={product?.name ?? ''}
        file={upload.image}
        removed={upload.removeImage}
        error={upload.imageError}
        disabled={form.sending}
        onFile={upload.chooseImage}
        onRemovedChange={upload.setRemoveImage}
      />
      {upload.progress !== null && (
        <div className="flex flex-col gap-1" role="status">
          <progress
            value={upload.progress}
            max={100}
            aria-label={f.uploadLabel}
            className="h-2 w-full accent-accent"
          />
          <span className="text-sm text-muted">{f.uploading(upload.progress)}</span>
        </div>
      )}
      <FailureAlert message={form.failure} />
    </DialogForm>
  );
}
