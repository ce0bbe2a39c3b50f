import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PRODUCT_CATEGORIES } from '@barber/shared/domain/shop';
import { DialogForm } from '../../../components/dialog-form';
import { FormAlert } from '../../../components/form-alert';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { TextareaField } from '../../../components/textarea-field';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { adminShop } from '../../../i18n/admin-shop';
import { serverMessageOr } from '../use-admin-removal';
import { ProductImageField } from './product-image-field';
import {
  checkProduct,
  emptyProduct,
  productValues,
  type ProductField,
  type ProductFormValues,
} from './product-form-rules';
import { adminProductsKey, saveProduct, type AdminProduct, type SaveProduct } from './products-api';

const t = adminShop.products;
const f = t.form;
const FIELDS: readonly ProductField[] = ['name', 'price', 'category', 'quantity', 'minQuantity', 'brand', 'description'];
const categoryOptions = PRODUCT_CATEGORIES.map((code) => ({ value: code, label: t.categories[code] }));

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
  const [values, setValues] = useState<ProductFormValues>(() => (product ? productValues(product) : emptyProduct));
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ProductField, string>>>({});
  const [formError, setFormError] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState('');
  const [removeImage, setRemoveImage] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  const mutation = useMutation({
    mutationFn: (save: SaveProduct) => {
      setProgress(save.image ? 0 : null);
      return saveProduct(save, (fraction) => setProgress(Math.round(fraction * 100)));
    },
    onSuccess: (answer) => {
      toast.success(answer.message || (product ? t.updated : t.created));
      void queryClient.invalidateQueries({ queryKey: adminProductsKey });
      // The public shop's lists show the change at their next look.
      void queryClient.invalidateQueries({ queryKey: ['shop'] });
      onClose();
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      const fromServer: Partial<Record<ProductField, string>> = {};
      for (const { field, message } of error.errors) {
        const match = FIELDS.find((name) => name === field);
        if (match) fromServer[match] = message;
      }
      setFieldErrors(fromServer);
    },
    onSettled: () => setProgress(null),
  });

  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const text = (key: ProductField & keyof ProductFormValues) => ({
    value: values[key] as string,
    error: fieldErrors[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value as never),
  });

  const submit = () => {
    const check = checkProduct(values);
    if (!check.ok) {
      setFieldErrors(check.fields);
      setFormError(check.formError ?? '');
      return;
    }
    setFieldErrors({});
    setFormError('');
    mutation.mutate({
      ...(product ? { id: product._id } : {}),
      payload: check.payload,
      image,
      removeImage: removeImage && !image,
    });
  };

  const pending = mutation.isPending;
  const serverError = mutation.isError ? serverMessageOr(t.errors.save)(mutation.error) : '';
  const title = product ? f.editTitle(product.name) : f.createTitle;

  return (
    <DialogForm
      onClose={onClose}
      title={title}
      description={f.intro}
      closeLabel={f.close}
      onSubmit={submit}
      pending={pending}
      cancelLabel={f.cancel}
      submitLabel={product ? f.save : f.create}
      pendingLabel={f.saving}
    >
      {formError && <FormAlert>{formError}</FormAlert>}
      <TextField label={f.name} autoComplete="off" maxLength={120} {...text('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={f.brand} autoComplete="off" maxLength={80} {...text('brand')} />
        <SelectField
          label={f.category}
          placeholder={f.categoryPlaceholder}
          options={categoryOptions}
          value={values.category}
          error={fieldErrors.category}
          onChange={(event) => set('category', event.target.value as ProductFormValues['category'])}
        />
      </div>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <TextField
          label={f.price}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          className="col-span-2 sm:col-span-1"
          {...text('price')}
        />
        <TextField label={f.quantity} type="number" inputMode="numeric" min={0} step={1} {...text('quantity')} />
        <TextField label={f.minQuantity} type="number" inputMode="numeric" min={0} step={1} {...text('minQuantity')} />
      </div>
      <p className="-mt-2 text-sm text-muted">{f.minQuantityHint}</p>
      <TextareaField label={f.description} maxLength={2000} {...text('description')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Flag
          label={f.isActive}
          hint={f.isActiveHint}
          checked={values.isActive}
          onChange={(checked) => set('isActive', checked)}
        />
        <Flag
          label={f.isFeatured}
          hint={f.isFeaturedHint}
          checked={values.isFeatured}
          onChange={(checked) => set('isFeatured', checked)}
        />
      </div>
      <ProductImageField
        currentUrl={product?.images[0]?.thumbUrl ?? null}
        productName={product?.name ?? ''}
        file={image}
        removed={removeImage}
        error={imageError}
        disabled={pending}
        onFile={(file, problem) => {
          setImage(file);
          setImageError(problem);
        }}
        onRemovedChange={setRemoveImage}
      />
      {progress !== null && (
        <div className="flex flex-col gap-1" role="status">
          <progress value={progress} max={100} aria-label={f.uploadLabel} className="h-2 w-full accent-accent" />
          <span className="text-sm text-muted">{f.uploading(progress)}</span>
        </div>
      )}
      {serverError && <FormAlert>{serverError}</FormAlert>}
    </DialogForm>
  );
}

function Flag({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 items-start gap-3">
      <input
        type="checkbox"
        className="mt-1 size-5 shrink-0 accent-accent"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        <span className="font-medium">{label}</span>
        <span className="block text-sm text-muted">{hint}</span>
      </span>
    </label>
  );
}
