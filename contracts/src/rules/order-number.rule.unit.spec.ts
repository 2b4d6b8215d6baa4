import { orderIdOfNumber, orderNumberOf } from './order-number.rule';

describe('order numbers', () => {
  it('turns an order id into a short K number and back', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const no = orderNumberOf(id);
    expect(no).toMatch(/^K[0-9A-Z]{1,25}$/);
    expect(orderIdOfNumber(no)).toBe(id);
    expect(orderNumberOf('ffffffff-ffff-ffff-ffff-ffffffffffff').length).toBeLessThanOrEqual(26);
  });

  it('leaves a recharge number as it is and reads no order id from it', () => {
    expect(orderNumberOf('R20261127120000ABCDEF')).toBe('R20261127120000ABCDEF');
    expect(orderIdOfNumber('R20261127120000ABCDEF')).toBeNull();
    expect(orderIdOfNumber('K!')).toBeNull();
  });
});
