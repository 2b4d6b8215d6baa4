import type { OrderEvent, OrderPlaced } from '@shop/contracts';
import { deciderSpec } from '../../../testing/decider-spec';
import {
  CardRefundNotDue,
  OrderAlreadyShipped,
  OrderNotFound,
  OrderNotShippable,
  OrderNotShipped,
  OrderStepRefused,
  orderDecider,
} from './order.decide';

const spec = deciderSpec(orderDecider);
const placedData: OrderPlaced['data'] = {
  orderId: 'o1',
  userId: 'u1',
  kind: 'ichiban',
  productId: 'p1',
  productName: '一番賞',
  unitPrice: 300,
  amount: 600,
  points: 200,
  tokens: 590,
  paymentMethod: 'balance',
  ichiban: { tubeId: 't1', numbers: [1, 2], count: 2, fullPack: false, randomSeed: 'ab'.repeat(32) },
  placedAt: '2026-11-22T02:00:00.000Z',
};
const placed: OrderEvent = { type: 'OrderPlaced', data: placedData };
const paid: OrderEvent = { type: 'OrderPaid', data: { orderId: 'o1', userId: 'u1', tokensDebited: 590, pointsSpent: 200 } };
const prizes = [{ itemId: 'o1-1', number: 1, tier: 'A' as const, prizeName: 'A賞', imageUrl: '/a.png' }];
const fulfilled: OrderEvent = { type: 'OrderFulfilled', data: { orderId: 'o1', userId: 'u1', prizes, drawnAt: '2026-11-22T02:00:00.000Z' } };

describe('an order', () => {
  it('is placed once', () => {
    spec.given().when({ type: 'PlaceOrder', data: placedData }).then([placed]);
    spec.given(placed).when({ type: 'PlaceOrder', data: placedData }).thenNothingHappens();
  });

  it('is paid once, then fulfilled once', () => {
    spec
      .given(placed)
      .when({ type: 'MarkOrderPaid', data: { orderId: 'o1', tokensDebited: 590, pointsSpent: 200 } })
      .then([paid]);
    spec
      .given(placed, paid)
      .when({ type: 'MarkOrderPaid', data: { orderId: 'o1', tokensDebited: 590, pointsSpent: 200 } })
      .thenNothingHappens();
    spec
      .given(placed, paid)
      .when({ type: 'FulfilOrder', data: { orderId: 'o1', prizes, drawnAt: '2026-11-22T02:00:00.000Z' } })
      .then([fulfilled]);
    spec
      .given(placed, paid, fulfilled)
      .when({ type: 'FulfilOrder', data: { orderId: 'o1', prizes, drawnAt: '2026-11-22T02:00:00.000Z' } })
      .thenNothingHappens();
  });

  it('is never fulfilled unpaid, nor refunded once fulfilled', () => {
    spec
      .given(placed)
      .when({ type: 'FulfilOrder', data: { orderId: 'o1', prizes, drawnAt: '2026-11-22T02:00:00.000Z' } })
      .thenThrows(OrderStepRefused);
    spec
      .given(placed, paid, fulfilled)
      .when({ type: 'RefundOrder', data: { orderId: 'o1', reason: 'x' } })
      .thenThrows(OrderStepRefused);
  });

  it('is refunded once when paid but not fulfillable, and then cannot be fulfilled', () => {
    const refunded: OrderEvent = { type: 'OrderRefunded', data: { orderId: 'o1', userId: 'u1', reason: 'sold' } };
    spec
      .given(placed, paid)
      .when({ type: 'RefundOrder', data: { orderId: 'o1', reason: 'sold' } })
      .then([refunded]);
    spec
      .given(placed, paid, refunded)
      .when({ type: 'RefundOrder', data: { orderId: 'o1', reason: 'sold' } })
      .thenNothingHappens();
    spec
      .given(placed, paid, refunded)
      .when({ type: 'FulfilOrder', data: { orderId: 'o1', prizes, drawnAt: '2026-11-22T02:00:00.000Z' } })
      .thenThrows(OrderStepRefused);
  });

  it('is cancelled only before payment', () => {
    spec
      .given(placed)
      .when({ type: 'CancelOrder', data: { orderId: 'o1', reason: '紅利不足' } })
      .then([{ type: 'OrderCancelled', data: { orderId: 'o1', userId: 'u1', reason: '紅利不足' } }]);
    spec
      .given(placed, paid)
      .when({ type: 'CancelOrder', data: { orderId: 'o1', reason: 'x' } })
      .thenThrows(OrderStepRefused);
    spec
      .given(placed, { type: 'OrderCancelled', data: { orderId: 'o1', userId: 'u1', reason: 'x' } })
      .when({ type: 'MarkOrderPaid', data: { orderId: 'o1', tokensDebited: 590, pointsSpent: 200 } })
      .thenThrows(OrderStepRefused);
  });

  it('must exist before any step', () =>
    spec
      .given()
      .when({ type: 'MarkOrderPaid', data: { orderId: 'o1', tokensDebited: 0, pointsSpent: 0 } })
      .thenThrows(OrderNotFound));

  describe('paid by card', () => {
    const card = { merchantOrderNo: 'K1', tradeNo: 'T1', amount: 590 };
    const cardPlaced: OrderEvent = { type: 'OrderPlaced', data: { ...placedData, tokens: 0, paymentMethod: 'credit_card', cardAmount: 590 } };
    const cardPaid: OrderEvent = { type: 'OrderPaid', data: { orderId: 'o1', userId: 'u1', tokensDebited: 0, pointsSpent: 200, card } };
    const cancelled: OrderEvent = { type: 'OrderCancelled', data: { orderId: 'o1', userId: 'u1', reason: 'timeout' } };
    const late = { orderId: 'o1', payment: { ...card, tradeNo: 'T2' }, reason: 'late' };

    it('owes the card payment back when the paid order is refunded', () => {
      spec
        .given(cardPlaced, cardPaid)
        .when({ type: 'RefundOrder', data: { orderId: 'o1', reason: 'sold' } })
        .then([
          { type: 'OrderRefunded', data: { orderId: 'o1', userId: 'u1', reason: 'sold' } },
          { type: 'OrderCardRefundDue', data: { orderId: 'o1', userId: 'u1', payment: card, reason: 'sold' } },
        ]);
    });

    it('records a payment for a cancelled order once per gateway trade', () => {
      const due: OrderEvent = { type: 'OrderCardRefundDue', data: { ...late, userId: 'u1' } };
      spec.given(cardPlaced, cancelled).when({ type: 'RecordUnusableCardPayment', data: late }).then([due]);
      spec.given(cardPlaced, cancelled, due).when({ type: 'RecordUnusableCardPayment', data: late }).thenNothingHappens();
    });

    it('does not owe back the payment that paid the order', () => {
      spec
        .given(cardPlaced, cardPaid)
        .when({ type: 'RecordUnusableCardPayment', data: { ...late, payment: card } })
        .thenNothingHappens();
    });

    describe('refunded by staff at the gateway', () => {
      const due: OrderEvent = { type: 'OrderCardRefundDue', data: { ...late, userId: 'u1' } };
      const mark = { type: 'MarkCardRefunded' as const, data: { orderId: 'o1', reference: 'R-1', staffId: 's1' } };
      const refunded: OrderEvent = {
        type: 'OrderCardRefunded',
        data: { orderId: 'o1', userId: 'u1', tradeNos: ['T2'], amount: 590, reference: 'R-1', staffId: 's1' },
      };

      it('records the refund of what is owed, with the reference and the staff member', () => {
        spec.given(cardPlaced, cancelled, due).when(mark).then([refunded]);
      });

      it('covers every payment still owed in one refund', () => {
        const due2: OrderEvent = { type: 'OrderCardRefundDue', data: { ...late, payment: { ...card, tradeNo: 'T3', amount: 100 }, userId: 'u1' } };
        spec
          .given(cardPlaced, cancelled, due, due2)
          .when(mark)
          .then([{ ...refunded, data: { ...refunded.data, tradeNos: ['T2', 'T3'], amount: 690 } } as OrderEvent]);
      });

      it('covers only the trades named when refunded through the gateway trade by trade', () => {
        const due2: OrderEvent = { type: 'OrderCardRefundDue', data: { ...late, payment: { ...card, tradeNo: 'T3', amount: 100 }, userId: 'u1' } };
        const one = { ...mark, data: { ...mark.data, reference: 'CLOSE-T3', tradeNos: ['T3'] } };
        spec
          .given(cardPlaced, cancelled, due, due2)
          .when(one)
          .then([{ ...refunded, data: { ...refunded.data, reference: 'CLOSE-T3', tradeNos: ['T3'], amount: 100 } } as OrderEvent]);
        spec
          .given(cardPlaced, cancelled, due)
          .when({ ...one, data: { ...one.data, tradeNos: ['T9'] } })
          .thenThrows(CardRefundNotDue);
      });

      it('refuses when nothing is owed back', () => {
        spec.given(cardPlaced, cardPaid).when(mark).thenThrows(CardRefundNotDue);
      });

      it('refuses a second refund of the same payment', () => {
        spec.given(cardPlaced, cancelled, due, refunded).when(mark).thenThrows(CardRefundNotDue);
      });

      it('owes a later payment again after a refund', () => {
        const due3: OrderEvent = { type: 'OrderCardRefundDue', data: { ...late, payment: { ...card, tradeNo: 'T4' }, userId: 'u1' } };
        spec
          .given(cardPlaced, cancelled, due, refunded, due3)
          .when(mark)
          .then([{ ...refunded, data: { ...refunded.data, tradeNos: ['T4'] } } as OrderEvent]);
      });

      it('refuses an order that does not exist', () => {
        spec.given().when(mark).thenThrows(OrderNotFound);
      });
    });
  });

  describe('a shop order on its way to the member', () => {
    const shopPlaced: OrderEvent = {
      type: 'OrderPlaced',
      data: {
        ...placedData,
        kind: 'shop',
        shop: {
          lines: [{ itemId: 'i1', quantity: 2, title: '公仔', unitPrice: 300, image: '/i1.png' }],
          shippingMethod: 'standard',
          shippingFee: 0,
          customerNote: '',
        },
        recipientName: '王小明',
        recipientPhone: '0912345678',
        recipientAddress: '台北市信義區市府路1號',
      } as OrderPlaced['data'],
    };
    const shopFulfilled: OrderEvent = {
      type: 'OrderFulfilled',
      data: {
        orderId: 'o1',
        userId: 'u1',
        prizes: [{ itemId: 'i1', number: 2, prizeName: '公仔', imageUrl: '/i1.png' }],
        drawnAt: '2026-11-22T02:00:00.000Z',
      },
    };
    const ship = { type: 'ShipOrder' as const, data: { orderId: 'o1', carrier: '黑貓宅急便', trackingNumber: 'TW123', staffId: 's1' } };
    const shipped: OrderEvent = { type: 'OrderShipped', data: { ...ship.data, userId: 'u1' } };
    const deliver = { type: 'DeliverOrder' as const, data: { orderId: 'o1', staffId: 's2' } };
    const delivered: OrderEvent = { type: 'OrderDelivered', data: { orderId: 'o1', userId: 'u1', staffId: 's2' } };

    it('is shipped by staff once paid and handed to delivery, with carrier, tracking number and staff id', () => {
      spec.given(shopPlaced, paid, shopFulfilled).when(ship).then([shipped]);
    });

    it('is shipped once: a second mark is refused', () => {
      spec.given(shopPlaced, paid, shopFulfilled, shipped).when(ship).thenThrows(OrderAlreadyShipped);
    });

    it('is not shipped unpaid, cancelled, nor when it is not a shop order', () => {
      spec.given(shopPlaced).when(ship).thenThrows(OrderNotShippable);
      spec
        .given(shopPlaced, { type: 'OrderCancelled', data: { orderId: 'o1', userId: 'u1', reason: 'expired' } })
        .when(ship)
        .thenThrows(OrderNotShippable);
      spec.given(placed, paid, fulfilled).when(ship).thenThrows(OrderNotShippable);
      spec.given().when(ship).thenThrows(OrderNotFound);
    });

    it('is delivered after it was shipped, once', () => {
      spec.given(shopPlaced, paid, shopFulfilled, shipped).when(deliver).then([delivered]);
      spec.given(shopPlaced, paid, shopFulfilled, shipped, delivered).when(deliver).thenNothingHappens();
    });

    it('is not delivered before it was shipped', () => {
      spec.given(shopPlaced, paid, shopFulfilled).when(deliver).thenThrows(OrderNotShipped);
      spec.given(shopPlaced, paid, shopFulfilled, shipped, delivered).when(ship).thenThrows(OrderAlreadyShipped);
    });
  });

  describe('a box_shipping order cancelled by support before it left', () => {
    const shippingPlaced: OrderEvent = {
      type: 'OrderPlaced',
      data: {
        ...placedData,
        kind: 'box_shipping',
        productId: 'box_shipping',
        productName: '盒櫃出貨',
        shipping: { items: [{ itemId: 'b1', name: 'A賞', imageUrl: '/a.png' }], addressId: 'a1', shippingMethod: 'standard', customerNote: '' },
      } as OrderPlaced['data'],
    };
    const shippingFulfilled: OrderEvent = {
      type: 'OrderFulfilled',
      data: {
        orderId: 'o1',
        userId: 'u1',
        prizes: [{ itemId: 'b1', number: 1, prizeName: 'A賞', imageUrl: '/a.png' }],
        drawnAt: placedData.placedAt,
      },
    };
    const cancel = { type: 'CancelShippingOrder' as const, data: { orderId: 'o1', reason: '會員改地址', staffId: 's1' } };
    const cancelled: OrderEvent = { type: 'OrderCancelled', data: { ...cancel.data, userId: 'u1' } };

    it('is cancelled with the reason and the staff member', () => {
      spec.given(shippingPlaced, paid, shippingFulfilled).when(cancel).then([cancelled]);
    });

    it('cancelling again changes nothing', () => {
      spec.given(shippingPlaced, paid, shippingFulfilled, cancelled).when(cancel).thenNothingHappens();
    });

    it('only a placed box_shipping order is cancelled this way', () => {
      spec.given(placed, paid, fulfilled).when(cancel).thenThrows(OrderStepRefused);
      spec.given(shippingPlaced).when(cancel).thenThrows(OrderStepRefused);
      spec.given().when(cancel).thenThrows(OrderNotFound);
    });
  });
});
