// Demo redeem codes, added when the demo catalogue is seeded (SEED_DEMO) and no code exists yet.
import type { DataSource } from 'typeorm';
import { CouponCodeRow } from './coupon-code.entity';

export const DEMO_COUPON_CODES: Omit<CouponCodeRow, 'createdAt' | 'createdBy'>[] = [
  {
    code: 'WELCOME100',
    title: '新會員禮 100 元折價券',
    amount: 100,
    minPurchase: 500,
    description: '轉蛋、盒玩與商城適用，滿 500 元可折抵 100 元（一番賞不使用優惠券）。',
    categoryIds: [],
    productIds: [],
    validDays: 30,
    redeemableUntil: null,
    maxRedemptions: null,
  },
  {
    code: 'FIRST3',
    title: '前 3 名限定 50 元折價券',
    amount: 50,
    minPurchase: 0,
    description: '限量 3 名，轉蛋、盒玩與商城適用（一番賞不使用優惠券）。',
    categoryIds: [],
    productIds: [],
    validDays: 14,
    redeemableUntil: null,
    maxRedemptions: 3,
  },
  {
    code: 'GACHA30',
    title: '轉蛋 30 元折價券',
    amount: 30,
    minPurchase: 100,
    description: '限轉蛋商品，滿 100 元可用。',
    categoryIds: ['2'],
    productIds: [],
    validDays: 14,
    redeemableUntil: null,
    maxRedemptions: null,
  },
  {
    code: 'BOX200',
    title: '盒玩 200 元折價券',
    amount: 200,
    minPurchase: 2000,
    description: '限盒玩商品，滿 2000 元可用。',
    categoryIds: ['1'],
    productIds: [],
    validDays: 60,
    redeemableUntil: null,
    maxRedemptions: null,
  },
  {
    code: 'SPRING2025',
    title: '春季活動券（已結束）',
    amount: 80,
    minPurchase: 0,
    description: '活動已結束，無法兌換。',
    categoryIds: [],
    productIds: [],
    validDays: 30,
    redeemableUntil: new Date('2025-05-31T23:59:59+08:00'),
    maxRedemptions: null,
  },
];

export async function seedDemoCouponCodes(db: DataSource, now = new Date()): Promise<number> {
  const repo = db.getRepository(CouponCodeRow);
  if ((await repo.count()) > 0) return 0;
  await repo.insert(DEMO_COUPON_CODES.map((c) => ({ ...c, createdAt: now })));
  return DEMO_COUPON_CODES.length;
}
