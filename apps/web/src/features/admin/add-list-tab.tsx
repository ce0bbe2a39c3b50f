import type { ReactNode } from 'react';
import { admin } from '../../i18n/admin';
import { AddFormButton, type useAddForm } from './admin-forms';
import { AdminListState } from './admin-list-state';

interface AddListTabProps {
  /** What the tab lists ('services'): the start of its elements' ids. */
  name: string;
  /** The tab's texts, the same keys in every such tab of the catalogue. */
  texts: {
    title: string;
    /** 'Aggiungi servizio' */
    addTitle: string;
    listTitle: string;
    loading: string;
    empty: string;
    errors: { load: string };
  };
  add: ReturnType<typeof useAddForm>;
  addIcon?: ReactNode;
  /** Under the title: what the last action did (the users tab's message). */
  notice?: ReactNode;
  /** The add form, shown while it is open; done, it closes and the tab says what it added. */
  addForm: (form: { onDone: (message: string) => void; onCancel: () => void }) => ReactNode;
  onAdded: (message: string) => void;
  /** Beside the list's title (how many there are). */
  listBadge?: ReactNode;
  /** The list's load, shown as the admin lists show it (loading, failed with a retry, empty). */
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  isEmpty: boolean;
  list: ReactNode;
  /** The dialogs the list opens. */
  children?: ReactNode;
}

/** An admin tab with a list and an 'Aggiungi …' button that opens the add form beside it (services, users). */
export function AddListTab(props: AddListTabProps) {
  const { name, texts, add } = props;
  const [titleId, addId, listTitleId] = [`${name}-title`, `${name}-add`, `${name}-list-title`];
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-5">
      <div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={titleId} className="font-display text-2xl font-semibold">
            {texts.title}
          </h2>
          <AddFormButton
            form={add}
            controls={addId}
            label={texts.addTitle}
            closeLabel={admin.common.close}
            icon={props.addIcon}
          />
        </div>
        {props.notice}
      </div>
      {/* Closed by default: on a phone the list comes first; opened, the form sits beside it on a wide screen. */}
      <div
        className={`grid gap-5 ${add.open ? 'lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start' : ''}`}
      >
        <div id={addId} hidden={!add.open}>
          {add.open &&
            props.addForm({
              onDone: (message) => {
                props.onAdded(message);
                add.close();
              },
              onCancel: add.close,
            })}
        </div>
        <section aria-labelledby={listTitleId} className="flex min-w-0 flex-col gap-3">
          <h3 id={listTitleId} className="flex flex-wrap items-center gap-2 text-lg font-semibold">
            {texts.listTitle}
            {props.listBadge}
          </h3>
          <AdminListState
            query={props.query}
            loadingLabel={texts.loading}
            loadErrorLabel={texts.errors.load}
            emptyLabel={texts.empty}
            isEmpty={props.isEmpty}
          >
            {props.list}
          </AdminListState>
        </section>
      </div>
      {props.children}
    </section>
  );
}
