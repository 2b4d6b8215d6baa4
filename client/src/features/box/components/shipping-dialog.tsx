// The shipping dialog over the box (its modes run by shippingMachine): addresses → fee → done.
import { useMachine } from '@xstate/react';
import { messages } from '@shop/contracts';
import { Link } from 'react-router';
import { fromPromise } from 'xstate';
import { Sheet } from '../../../components/sheet/sheet';
import { addressLine, getAddresses, saveAddress } from '../../../api/addresses';
import { AddressForm } from '../../../components/address-form/address-form';
import { checkShippingFee, confirmShipping } from '../api/shipping';
import { shippingMachine } from '../machines/shipping.machine';

export function ShippingDialog({ itemIds, onClose, onShipped }: { itemIds: string[]; onClose: () => void; onShipped: () => void }) {
  const [state, send] = useMachine(
    shippingMachine.provide({
      actors: {
        loadAddresses: fromPromise(() => getAddresses()),
        saveAddress: fromPromise(({ input }) => saveAddress(input.id, input.input)),
        checkFee: fromPromise(({ input }) => checkShippingFee(input.itemIds, input.addressId)),
        confirmOrder: fromPromise(({ input }) => confirmShipping(input.itemIds, input.addressId)),
      },
      actions: { onShipped },
    }),
    { input: { itemIds } },
  );
  const { addresses, addressId, quote, error, editing } = state.context;
  const busy = state.matches('saving') || state.matches('checking') || state.matches('confirming') || state.matches('rechecking');

  return (
    <Sheet title="申請出貨" onClose={onClose} testId="shipping-dialog">
      {state.matches('loadingAddresses') && <p className="text-muted">載入中…</p>}
      {(state.matches('choosing') || state.matches('checking')) && (
        <div className="ship-step">
          <p className="ship-step__title">選擇收件地址（共 {itemIds.length} 件）</p>
          <ul className="ship-addresses">
            {addresses.map((a) => (
              <li key={a.id}>
                <label className="ship-address" data-testid="ship-address">
                  <input type="radio" name="address" checked={a.id === addressId} onChange={() => send({ type: 'CHOOSE', id: a.id })} />
                  <span>
                    <strong>{a.name}</strong> {a.phone} {a.is_default && <em className="ship-address__default">預設</em>}
                    <br />
                    {addressLine(a)}
                  </span>
                  <button type="button" className="btn btn--ghost btn--small" onClick={() => send({ type: 'EDIT', address: a })}>
                    編輯
                  </button>
                </label>
              </li>
            ))}
          </ul>
          <button type="button" className="btn btn--ghost btn--small" onClick={() => send({ type: 'ADD' })} data-testid="ship-add-address">
            ＋ 新增地址
          </button>
          {error && (
            <p className="form-error" role="alert">
              {messages.box.shippingOrderFailed(error)}
            </p>
          )}
          <button
            type="button"
            className="btn btn--primary btn--block"
            disabled={!addressId || busy}
            onClick={() => send({ type: 'NEXT' })}
            data-testid="ship-next"
          >
            {addressId ? '下一步' : messages.box.selectAddress}
          </button>
        </div>
      )}
      {(state.matches('editing') || state.matches('saving')) && (
        <AddressForm
          initial={editing}
          error={error}
          busy={busy}
          onSave={(input) => send({ type: 'SAVE', input })}
          onCancel={addresses.length ? () => send({ type: 'CANCEL' }) : undefined}
        />
      )}
      {(state.matches('paying') || state.matches('confirming') || state.matches('rechecking')) && quote && (
        <div className="ship-step" data-testid="ship-fee">
          <dl className="ship-fee">
            <dt>出貨件數</dt>
            <dd className="num">{quote.itemsCount} 件</dd>
            <dt>運送方式</dt>
            <dd>宅配</dd>
            <dt>運費</dt>
            <dd className="num" data-testid="ship-fee-amount">
              {quote.fee === 0 ? '免運' : `${quote.fee} 代幣`}
            </dd>
            {quote.fee > 0 && (
              <>
                <dt>代幣餘額</dt>
                <dd className="num">{quote.tokens}</dd>
              </>
            )}
          </dl>
          {quote.fee === 0 && <p className="ship-free">{messages.box.freeShipping}</p>}
          {quote.shortfall > 0 && (
            <p className="form-error" role="alert" data-testid="ship-shortfall">
              {messages.box.insufficientTokens}，{messages.box.shortfall(quote.shortfall)}
            </p>
          )}
          {quote.shortfall > 0 && (
            // The items stay selected: back from /recharge, the box shows them ticked.
            <Link to="/recharge" className="btn btn--ghost btn--block" data-testid="ship-recharge">
              前往儲值
            </Link>
          )}
          {error && quote.shortfall === 0 && <p className="form-error">{messages.box.shippingOrderFailed(error)}</p>}
          <p className="text-muted ship-note">出貨申請送出後無法退回或更改；約 5–10 個工作天送達，不提供超商取貨。</p>
          <div className="ship-actions">
            <button type="button" className="btn btn--ghost" onClick={() => send({ type: 'BACK' })} disabled={busy}>
              上一步
            </button>
            <button
              type="button"
              className="btn btn--primary"
              disabled={busy || quote.shortfall > 0}
              onClick={() => send({ type: 'CONFIRM' })}
              data-testid="ship-confirm"
            >
              {quote.fee === 0 ? messages.box.confirmShipment : messages.box.payAndShip(quote.fee)}
            </button>
          </div>
        </div>
      )}
      {state.matches('done') && (
        <div className="ship-step" data-testid="ship-done">
          <p className="ship-free">{messages.box.shippingOrderCreated}</p>
          <button type="button" className="btn btn--primary btn--block" onClick={onClose}>
            完成
          </button>
        </div>
      )}
    </Sheet>
  );
}
