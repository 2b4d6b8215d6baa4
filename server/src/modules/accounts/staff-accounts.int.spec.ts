// Admins manage staff accounts over real HTTP on real PostgreSQL: only admins list them or change
// a role (403 for everyone else), bad input is a 400 in zh-TW, a change is UserRoleChanged on the
// user's stream with the admin's id (shown in the member's timeline) and the new role holds on the
// user's very next call; an admin cannot take their own admin role away.
import { messages, type TimelineEvent } from '@shop/contracts';
import { createBuyer, type Buyer } from '@shop/testing/members';
import { eventually } from '@shop/testing/eventually';
import { startTestShop, type TestShop } from '@shop/testing/shop-server';

let shop: TestShop;
let admin: Buyer;
let member: Buyer;
let auditor: Buyer;
const PHONE = '0955222333';

beforeAll(async () => {
  shop = await startTestShop({ database: 'staff_accounts', client: false });
  admin = await createBuyer(shop.shop, { name: '店長', role: 'admin' });
  auditor = await createBuyer(shop.shop, { name: '稽核老李', role: 'auditor' });
  member = await createBuyer(shop.shop, { name: '陳小華', phone: PHONE });
}, 90_000);

afterAll(async () => {
  await shop?.close();
});

const put = (token: string | undefined, body: unknown) =>
  shop.api('/admin/staff-accounts/role', { method: 'PUT', token, body: JSON.stringify(body) });
const list = (token: string | undefined) => shop.api('/admin/staff-accounts', { token });

it('refuses visitors, members and other staff with 403', async () => {
  for (const token of [undefined, member.token, auditor.token]) {
    expect(await list(token)).toEqual({ status: 403, body: { success: false, message: messages.auth.forbidden } });
    expect(await put(token, { user: PHONE, role: 'admin' })).toEqual({ status: 403, body: { success: false, message: messages.auth.forbidden } });
  }
});

it('lists the staff accounts, not the members', async () => {
  const { status, body } = await list(admin.token);
  expect(status).toBe(200);
  const ids = body.data.map((a: { user_id: string }) => a.user_id);
  expect(ids).toEqual(expect.arrayContaining([admin.userId, auditor.userId]));
  expect(ids).not.toContain(member.userId);
  expect(body.data.find((a: { user_id: string }) => a.user_id === auditor.userId)).toMatchObject({ name: '稽核老李', role: 'auditor' });
});

it('answers bad input with a zh-TW 400 and an unknown user with 404', async () => {
  expect(await put(admin.token, { user: '', role: 'support' })).toMatchObject({
    status: 400,
    body: { success: false, message: messages.staffAccounts.userRequired },
  });
  expect(await put(admin.token, { user: PHONE, role: 'owner' })).toMatchObject({
    status: 400,
    body: { success: false, message: messages.staffAccounts.roleRequired },
  });
  expect(await put(admin.token, {})).toMatchObject({ status: 400, body: { success: false } });
  expect(await put(admin.token, { user: '0900000001', role: 'support' })).toEqual({
    status: 404,
    body: { success: false, message: messages.staffAccounts.userNotFound },
  });
  expect((await put(admin.token, { user: 'no-such-uid', role: 'support' })).status).toBe(404);
});

it('makes a member a support agent, recorded with the admin id, and the role holds at once', async () => {
  expect((await shop.api('/admin/users?q=x', { token: member.token })).status).toBe(403);
  const changed = await put(admin.token, { user: '0955-222-333', role: 'support' });
  expect(changed).toEqual({
    status: 200,
    body: {
      success: true,
      message: messages.staffAccounts.changed,
      data: { user_id: member.userId, name: '陳小華', phone: PHONE, role: 'support', previous_role: 'member' },
    },
  });
  // The member's own session now has the role: support's search opens to them.
  expect((await shop.api(`/admin/users?q=${PHONE}`, { token: member.token })).status).toBe(200);
  expect((await list(admin.token)).body.data.map((a: { user_id: string }) => a.user_id)).toContain(member.userId);

  // The history index follows the commit.
  const timeline = (
    await eventually(
      () => shop.api(`/admin/users/${member.userId}/events`, { token: admin.token }),
      (r) => (r.body.data as TimelineEvent[] | undefined)?.some((e) => e.type === 'UserRoleChanged') === true,
    )
  ).body.data as TimelineEvent[];
  const event = timeline.find((e) => e.type === 'UserRoleChanged')!;
  expect(event.data).toEqual({ userId: member.userId, from: 'member', to: 'support', staffId: admin.userId });
  expect(event.metadata.actor).toEqual({ kind: 'support', id: admin.userId });

  // The same role again records nothing; by uid works as well as by phone.
  expect((await put(admin.token, { user: member.userId, role: 'support' })).body).toMatchObject({
    message: messages.staffAccounts.unchanged,
    data: { role: 'support', previous_role: 'support' },
  });
  const again = (await shop.api(`/admin/users/${member.userId}/events`, { token: admin.token })).body.data as TimelineEvent[];
  expect(again.filter((e) => e.type === 'UserRoleChanged')).toHaveLength(1);

  expect((await put(admin.token, { user: member.userId, role: 'member' })).body.data).toMatchObject({ role: 'member', previous_role: 'support' });
  expect((await shop.api(`/admin/users?q=${PHONE}`, { token: member.token })).status).toBe(403);
});

it('never lets an admin remove their own admin role', async () => {
  expect(await put(admin.token, { user: admin.userId, role: 'member' })).toEqual({
    status: 400,
    body: { success: false, message: messages.staffAccounts.ownAdminRole },
  });
  expect((await list(admin.token)).status).toBe(200);
});
