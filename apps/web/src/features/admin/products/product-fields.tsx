import { PRODUCT_CATEGORIES } from '@barber/shared/domain/shop';
import { CheckRow } from '../../../components/check-row';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { TextareaField } from '../../../components/textarea-field';
import type { FormErrors } from '../../../lib/use-sent-form';
import { adminShop } from '../../../i18n/admin-shop';
import type { ProductField, ProductFormValues } from './product-form-rules';

const t = adminShop.products;
const f = t.form;
/** A stock count's input: whole numbers from 0. */
const COUNT = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;
const categoryOptions = PRODUCT_CATEGORIES.map((code) => ({ value: code, label: t.categories[code] }));

interface ProductFieldsProps {
  values: ProductFormValues;
  errors: FormErrors<ProductField>;
  set: <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => void;
}

/** The product's own fields (002 section 5): name, brand, category, price, stock, description and the two flags. */
export function ProductFields({ values, errors, set }: ProductFieldsProps) {
  const text = (key: Exclude<ProductField, 'category'>) => ({
    name: key,
    value: values[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });

  return (
    <>
      <TextField label={f.name} autoComplete="off" maxLength={120} {...text('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={f.brand} autoComplete="off" maxLength={80} {...text('brand')} />
        <SelectField
          label={f.category}
          name="category"
          placeholder={f.categoryPlaceholder}
          options={categoryOptions}
          value={values.category}
          error={errors.category}
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
        <TextField label={f.quantity} {...COUNT} {...text('quantity')} />
        <TextField label={f.minQuantity} {...COUNT} {...text('minQuantity')} />
      </div>
      <p className="-mt-2 text-sm text-muted">{f.minQuantityHint}</p>
      <TextareaField label={f.description} maxLength={2000} {...text('description')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <CheckRow
          label={f.isActive}
          hint={f.isActiveHint}
          checked={values.isActive}
          onChange={(checked) => set('isActive', checked)}
        />
        <CheckRow
          label={f.isFeatured}
          hint={f.isFeaturedHint}
          checked={values.isFeatured}
          onChange={(checked) => set('isFeatured', checked)}
        />
      </div>
    </>
  );
}
