// /settings/address: the member's address book (spec 002 §2, §5, §7): list, add, edit, delete and
// set the default, with the Taiwan city/district pickers. Failures show the server's message.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messages, type Address, type AddressRequest } from '@shop/contracts';
import { PageHeader } from '../../../components/page-header/page-header';
import { EmptyState, ErrorState, PageLoader } from '../../../components/state/state-views';
import { errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../stores/toast.store';
import { addressKeys, deleteAddress, getAddresses, saveAddress, setDefaultAddress } from '../../../api/addresses';
import { AddressForm } from '../../../components/address-form/address-form';
import './box-page.css';

export default function AddressSettingsPage() {
  const queryClient = useQueryClient();
  const book = useQuery({ queryKey: addressKeys.all(), queryFn: getAddresses });
  // null: the list; 'new': adding; an address: editing it.
  const [form, setForm] = useState<Address | 'new' | null>(null);
  const done = (list: Address[]) => {
    queryClient.setQueryData(addressKeys.all(), list);
    setForm(null);
  };
  const save = useMutation({ mutationFn: (v: { id: string | null; input: AddressRequest }) => saveAddress(v.id, v.input), onSuccess: done });
  const change = useMutation({
    mutationFn: (v: { id: string; action: 'default' | 'delete' }) => (v.action === 'delete' ? deleteAddress(v.id) : setDefaultAddress(v.id)),
    onSuccess: done,
    onError: (error) => showToast(errorMessage(error), 'error'),
  });

  return (
    <div className="page address-page">
      <PageHeader title="收件地址" />
      <div className="page-body">
        {book.isPending ? (
          <PageLoader />
        ) : book.isError ? (
          <ErrorState message={messages.address.fetchFailed} onRetry={() => void book.refetch()} />
        ) : form ? (
          <AddressForm
            initial={form === 'new' ? null : form}
            settings
            error={save.error ? errorMessage(save.error) : null}
            busy={save.isPending}
            onSave={(input) => save.mutate({ id: form === 'new' ? null : form.id, input })}
            onCancel={() => {
              save.reset();
              setForm(null);
            }}
          />
        ) : (
          <>
            {book.data.length === 0 ? (
              <EmptyState title="還沒有收件地址" text="新增地址後，出貨時即可選用" />
            ) : (
              <ul className="ship-addresses" data-testid="address-list">
                {book.data.map((a) => (
                  <li key={a.id} className="ship-address" data-testid="address-item">
                    <span />
                    <span>
                      <strong>{a.name}</strong> {a.phone} {a.is_default && <em className="ship-address__default">預設</em>}
                      <br />
                      {a.city}
                      {a.district}
                      {a.address_detail}
                    </span>
                    <span className="address-page__actions">
                      {!a.is_default && (
                        <button type="button" className="btn btn--ghost btn--small" onClick={() => change.mutate({ id: a.id, action: 'default' })}>
                          設為預設
                        </button>
                      )}
                      <button type="button" className="btn btn--ghost btn--small" onClick={() => setForm(a)}>
                        編輯
                      </button>
                      <button
                        type="button"
                        className="btn btn--ghost btn--small"
                        onClick={() => window.confirm('確定刪除此地址？') && change.mutate({ id: a.id, action: 'delete' })}
                      >
                        刪除
                      </button>
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <button type="button" className="btn btn--primary btn--block" onClick={() => setForm('new')} data-testid="address-add">
              ＋ 新增地址
            </button>
          </>
        )}
      </div>
    </div>
  );
}
