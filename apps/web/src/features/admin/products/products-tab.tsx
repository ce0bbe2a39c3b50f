import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { PRODUCT_CATEGORIES, type ProductCategory } from '@barber/shared/domain/shop';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { TabHeading } from '../../../components/tab-heading';
import { toast } from '../../../lib/toast';
import { adminShop } from '../../../i18n/admin-shop';
import { AdminDeleteDialog } from '../admin-delete-dialog';
import { AdminListState } from '../admin-list-state';
import { serverMessageOr, useAdminRemoval } from '../use-admin-removal';
import { InventoryDialog } from './inventory-dialog';
import { ProductCard } from './product-card';
import { ProductFormDialog } from './product-form-dialog';
import { ProductTranslationsDialog } from './product-translations-dialog';
import {
  adminProductsKey,
  adminProductsQuery,
  deleteProduct,
  type AdminProduct,
  type ProductFilters,
  type ProductStatusFilter,
} from './products-api';

const t = adminShop.products;
const STATUSES: readonly ProductStatusFilter[] = ['all', 'active', 'inactive', 'low_stock'];

type Editing =
  | { kind: 'create' }
  | { kind: 'edit' | 'stock' | 'translate'; product: AdminProduct };

/**
 * 'Prodotti' (002 section 2): the card grid with its filters, the create/edit modal with the photo, the stock
 * change and the delete after a confirmation.
 */
export function ProductsTab() {
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<ProductFilters>({ category: '', status: 'all' });
  // The grid stays while a new filter loads, instead of flashing a spinner.
  const list = useQuery({ ...adminProductsQuery(filters), placeholderData: keepPreviousData });
  const [editing, setEditing] = useState<Editing | null>(null);

  const removal = useAdminRemoval({
    remove: (product: AdminProduct) => deleteProduct(product._id),
    describeError: serverMessageOr(t.errors.delete),
    onRemoved: (answer) => {
      toast.success(answer.message || t.deleted);
      void queryClient.invalidateQueries({ queryKey: adminProductsKey });
      void queryClient.invalidateQueries({ queryKey: ['shop'] });
    },
  });

  const products = list.data ?? [];
  const filtered = filters.category !== '' || filters.status !== 'all';

  return (
    <section aria-labelledby="products-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <TabHeading id="products-title" title={t.title} intro={t.intro} />
        <Button className="shrink-0" onClick={() => setEditing({ kind: 'create' })}>
          <Plus className="size-4" aria-hidden="true" />
          {t.add}
        </Button>
      </div>
      <div role="group" aria-label={t.filtersLabel} className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
        <SelectField
          label={t.category}
          options={[
            { value: '', label: t.allCategories },
            ...PRODUCT_CATEGORIES.map((code) => ({ value: code, label: t.categories[code] })),
          ]}
          value={filters.category}
          onChange={(event) =>
            setFilters((current) => ({ ...current, category: event.target.value as ProductCategory | '' }))
          }
        />
        <SelectField
          label={t.status}
          options={STATUSES.map((status) => ({ value: status, label: t.statuses[status] }))}
          value={filters.status}
          onChange={(event) =>
            setFilters((current) => ({ ...current, status: event.target.value as ProductStatusFilter }))
          }
        />
      </div>
      <AdminListState
        query={list}
        loadingLabel={t.loading}
        loadErrorLabel={t.errors.load}
        emptyLabel={filtered ? t.emptyFilter : t.empty}
        isEmpty={products.length === 0}
      >
        <ul
          aria-label={t.listLabel}
          aria-busy={list.isFetching || undefined}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {products.map((product) => (
            <li key={product._id}>
              <ProductCard
                product={product}
                onEdit={() => setEditing({ kind: 'edit', product })}
                onStock={() => setEditing({ kind: 'stock', product })}
                onTranslate={() => setEditing({ kind: 'translate', product })}
                onDelete={() => removal.ask(product)}
              />
            </li>
          ))}
        </ul>
      </AdminListState>

      {editing?.kind === 'create' && <ProductFormDialog onClose={() => setEditing(null)} />}
      {editing?.kind === 'edit' && (
        <ProductFormDialog key={editing.product._id} product={editing.product} onClose={() => setEditing(null)} />
      )}
      {editing?.kind === 'stock' && (
        <InventoryDialog key={editing.product._id} product={editing.product} onClose={() => setEditing(null)} />
      )}
      {editing?.kind === 'translate' && (
        <ProductTranslationsDialog key={editing.product._id} product={editing.product} onClose={() => setEditing(null)} />
      )}
      <AdminDeleteDialog
        {...removal.dialog}
        message={removal.target ? t.deleteConfirm(removal.target.name) : ''}
      />
    </section>
  );
}
