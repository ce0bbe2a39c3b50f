import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { inputClasses } from '../../../components/input-styles';
import { formatPhone } from '../../../lib/format';
import { calendarGrid } from '../../../i18n/admin-calendar';
import { usersQuery } from '../users/users-api';
import { matchCustomers } from './booking-defaults';

export interface PickedCustomer {
  name: string;
  phone: string;
}

/**
 * Finds an existing customer by name or phone (the admin's user list, filtered here: a shop has hundreds of
 * customers, not millions) and fills name and phone of the phone booking.
 */
export function CustomerSearch({ onPick }: { onPick: (customer: PickedCustomer) => void }) {
  const [query, setQuery] = useState('');
  const id = useId();
  const users = useQuery({ ...usersQuery, enabled: query.trim().length >= 2 });
  const customers = (users.data ?? []).filter((u) => u.role === 'client' && u.isActive);
  const found = matchCustomers(customers, query);
  const t = calendarGrid.search;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium">
        {t.label}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
        <input
          id={id}
          type="search"
          autoComplete="off"
          value={query}
          placeholder={t.placeholder}
          aria-describedby={`${id}-status`}
          className={`${inputClasses} pl-9`}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <p id={`${id}-status`} role="status" className="text-sm text-muted">
        {query.trim().length < 2
          ? t.hint
          : users.isPending
            ? t.loading
            : found.length === 0
              ? t.none
              : t.count(found.length)}
      </p>
      {found.length > 0 && (
        <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
          {found.map((c) => (
            <li key={c._id}>
              <button
                type="button"
                className="flex min-h-11 w-full flex-wrap items-center justify-between gap-x-3 px-3 py-2 text-left hover:bg-surface-2"
                onClick={() => {
                  onPick({ name: `${c.firstName} ${c.lastName}`, phone: c.phone ?? '' });
                  setQuery('');
                }}
              >
                <span className="font-semibold">{`${c.firstName} ${c.lastName}`}</span>
                <span className="text-sm text-muted tabular-nums">{formatPhone(c.phone)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
