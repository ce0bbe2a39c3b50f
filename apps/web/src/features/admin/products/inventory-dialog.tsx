import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DialogForm } from '../../../components/dialog-form';
import { FormAlert } from '../../../components/form-alert';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { toast } from '../../../lib/toast';
import { adminShop } from '../../../i18n/admin-shop';
import { serverMessageOr } from '../use-admin-removal';
import { adminProductsKey, changeInventory, type AdminProduct, type InventoryOperation } from './products-api';

const t = adminShop.products.inventory;
const OPERATIONS: readonly InventoryOperation[] = ['add', 'subtract', 'set'];

/**
 * The quick stock change (PATCH /products/:id/inventory): add a delivery, take out a broken piece, or set the
 * counted quantity. The server applies it in one conditional update and refuses to go below 0.
 */
export function InventoryDialog({ product, onClose }: { product: AdminProduct; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [operation, setOperation] = useState<InventoryOperation>('add');
  const [quantity, setQuantity] = useState('1');
  const [error, setError] = useState('');
  const mutation = useMutation({
    mutationFn: (amount: number) => changeInventory(product._id, amount, operation),
    onSuccess: (answer) => {
      toast.success(answer.message || t.saved);
      void queryClient.invalidateQueries({ queryKey: adminProductsKey });
      void queryClient.invalidateQueries({ queryKey: ['shop'] });
      onClose();
    },
  });
  const submit = () => {
    const amount = Number(quantity);
    if (quantity.trim() === '' || !Number.isInteger(amount) || amount < 0 || amount > 100_000) {
      setError(t.quantityInvalid);
      return;
    }
    setError('');
    mutation.mutate(amount);
  };
  return (
    <DialogForm
      onClose={onClose}
      title={t.title(product.name)}
      description={t.current(product.inventory.quantity)}
      closeLabel={adminShop.products.form.close}
      onSubmit={submit}
      pending={mutation.isPending}
      cancelLabel={adminShop.products.form.cancel}
      submitLabel={t.save}
      pendingLabel={t.saving}
    >
      <div className="grid grid-cols-2 gap-4">
        <SelectField
          label={t.operation}
          options={OPERATIONS.map((op) => ({ value: op, label: t.operations[op] }))}
          value={operation}
          onChange={(event) => setOperation(event.target.value as InventoryOperation)}
        />
        <TextField
          label={t.quantity}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={quantity}
          error={error || undefined}
          onChange={(event) => setQuantity(event.target.value)}
        />
      </div>
      {mutation.isError && <FormAlert>{serverMessageOr(t.error)(mutation.error)}</FormAlert>}
    </DialogForm>
  );
}
