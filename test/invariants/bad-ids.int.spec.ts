// Every id a request carries (path, query, body) is checked by its contract's format before it
// reaches SQL or an event stream: junk ids are refused with a 4xx and a zh-TW message, never a 500
// (a uuid column refuses 'x', every text column refuses a NUL). Black-box, over HTTP, on a real
// server and PostgreSQL; each row is a route with the rest of its request valid.
import { RegisterUserCommand } from '../../server/src/modules/accounts/commands/register-user/register-user.command';
import { RegisterUserHandler } from '../../server/src/modules/accounts/commands/register-user/register-user.handler';
import { SessionsService } from '../../server/src/modules/accounts/sessions.service';
import { startTestShop, type TestShop } from '../support/shop-server';
import { createBuyers, type Buyer } from './support/buyers';

let shop: TestShop;
let member: Buyer;
let admin: string;

beforeAll(async () => {
  shop = await startTestShop({ database: 'badids', client: false });
  const { eventStore, dataSource } = shop.shop.infra;
  [member] = await createBuyers(eventStore, dataSource, 1, () => 5000);
  const staff = await RegisterUserHandler.standalone({ eventStore, dataSource }).execute(
    new RegisterUserCommand('0955000111', 'secret-pass', '管理員', 'admin', 'cli'),
  );
  admin = await new SessionsService(dataSource, eventStore).create(staff.userId, 'password');
}, 120_000);

afterAll(async () => {
  await shop?.close();
});

const JUNK = ['x', 'x\u0000y', '../../user:u_1', '9'.repeat(40), 'x'.repeat(300)];
const UUID = '00000000-0000-4000-8000-000000000000';

interface Row {
  route: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  staff?: true;
  /** The path (with its query) and body for one junk id. */
  call: (id: string) => { path: string; body?: unknown };
}

const e = encodeURIComponent;
const address = { name: '王小明', phone: '0912345678', city: '台北市', district: '中正區', address: '重慶南路一段 1 號', is_default: false };
const ROWS: Row[] = [
  {
    route: 'shipping-order address_id',
    method: 'POST',
    call: (id) => ({ path: '/user/box-items/shipping-order', body: { item_ids: ['a-1'], address_id: id, action: 'check' } }),
  },
  {
    route: 'shipping-order item_ids',
    method: 'POST',
    call: (id) => ({ path: '/user/box-items/shipping-order', body: { item_ids: [id], address_id: UUID, action: 'check' } }),
  },
  { route: 'select-for-shipping {id}', method: 'POST', call: (id) => ({ path: `/user/box-items/${e(id)}/select-for-shipping`, body: {} }) },
  { route: 'cancel-selection {id}', method: 'POST', call: (id) => ({ path: `/user/box-items/${e(id)}/cancel-selection`, body: {} }) },
  {
    route: 'batch-select items[].id',
    method: 'POST',
    call: (id) => ({ path: '/user/box-items/batch-select-for-shipping', body: { items: [{ id }] } }),
  },
  { route: 'addresses PUT {id}', method: 'PUT', call: (id) => ({ path: `/user/addresses/${e(id)}`, body: address }) },
  { route: 'addresses DELETE {id}', method: 'DELETE', call: (id) => ({ path: `/user/addresses/${e(id)}` }) },
  { route: 'addresses default {id}', method: 'PUT', call: (id) => ({ path: `/user/addresses/${e(id)}/default`, body: {} }) },
  { route: 'orders {no}', method: 'GET', call: (id) => ({ path: `/orders/${e(id)}` }) },
  { route: 'orders id {orderId}', method: 'GET', call: (id) => ({ path: `/orders/id/${e(id)}` }) },
  { route: 'payment mpg {orderNumber}', method: 'GET', call: (id) => ({ path: `/payment/mpg/${e(id)}` }) },
  { route: 'raffle result {orderId}', method: 'GET', call: (id) => ({ path: `/raffle/result/${e(id)}` }) },
  { route: 'blindbox order-result {orderId}', method: 'GET', call: (id) => ({ path: `/blindbox/order-result/${e(id)}` }) },
  { route: 'notifications read {id}', method: 'POST', call: (id) => ({ path: `/notifications/${e(id)}/read`, body: {} }) },
  { route: 'official-info {id}', method: 'GET', call: (id) => ({ path: `/official-info/${e(id)}` }) },
  { route: 'toggle-like {id}', method: 'POST', call: (id) => ({ path: `/products/${e(id)}/toggle-like`, body: {} }) },
  { route: 'tasks claim {id}', method: 'POST', call: (id) => ({ path: `/user/tasks/${e(id)}/claim`, body: {} }) },
  {
    route: 'shop checkout coupon_id',
    method: 'POST',
    call: (id) => ({ path: '/shop/checkout', body: { items: [{ product_id: '4001', quantity: 1 }], coupon_id: id } }),
  },
  { route: 'gacha draw coupon_id', method: 'POST', call: (id) => ({ path: '/gacha/draw/2001', body: { coupon_id: id } }) },
  {
    route: 'blindbox buy-item coupon_id',
    method: 'POST',
    call: (id) => ({ path: '/blindbox/buy-item', body: { package_id: '3001-1', item_index: 1, coupon_id: id } }),
  },
  { route: 'points-exchange item_id', method: 'POST', call: (id) => ({ path: '/points-exchange', body: { item_id: id } }) },
  { route: 'admin shipping-orders ?user_id', method: 'GET', staff: true, call: (id) => ({ path: `/admin/shipping-orders?user_id=${e(id)}` }) },
  {
    route: 'admin shipping-orders ship {orderId}',
    method: 'POST',
    staff: true,
    call: (id) => ({ path: `/admin/shipping-orders/${e(id)}/ship`, body: {} }),
  },
  { route: 'admin off-sale {id}', method: 'POST', staff: true, call: (id) => ({ path: `/admin/catalogue/products/${e(id)}/off-sale`, body: {} }) },
  { route: 'admin wallet {userId}', method: 'GET', staff: true, call: (id) => ({ path: `/admin/wallet/${e(id)}/coupons` }) },
  { route: 'admin user events {userId}', method: 'GET', staff: true, call: (id) => ({ path: `/admin/users/${e(id)}/events` }) },
  {
    route: 'admin user events ?before',
    method: 'GET',
    staff: true,
    call: (id) => ({ path: `/admin/users/u_0123456789abcdef/events?before=${e(id)}` }),
  },
  { route: 'admin user state ?at', method: 'GET', staff: true, call: (id) => ({ path: `/admin/users/u_0123456789abcdef/state?at=${e(id)}` }) },
];

const cjk = /[\u4e00-\u9fff]/;

describe.each(ROWS)('$route', ({ method, staff, call }) => {
  it.each(JUNK.map((id) => [JSON.stringify(id).slice(0, 30), id]))('answers %s without a 5xx', async (_, id) => {
    const { path, body } = call(id);
    const res = await fetch(`${shop.url}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${staff ? admin : member.token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    // The whole answer shows when it is not a 4xx refusal in zh-TW.
    let message: unknown;
    try {
      message = (JSON.parse(text) as { message?: unknown }).message;
    } catch {
      message = undefined;
    }
    // A filter may match nothing (200); a refusal is a 4xx in zh-TW; a 5xx never.
    const fine = res.status < 400 || (res.status < 500 && typeof message === 'string' && cjk.test(message));
    expect(fine ? 'no 5xx, refusals in zh-TW' : `${res.status}: ${text.slice(0, 300)}`).toBe('no 5xx, refusals in zh-TW');
  });
});
