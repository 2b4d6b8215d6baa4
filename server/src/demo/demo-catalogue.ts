// The demo catalogue seeded on first start: ichiban products, each with 1-3 tubes.
import type { PrizeTier } from '@shop/contracts';

export interface DemoPrize {
  tier: PrizeTier;
  name: string;
  quantity: number;
}

export interface DemoProduct {
  id: string;
  name: string;
  price: number;
  description: string;
  image: string;
  /** Ticket count of each tube; the prizes below are scaled to it. */
  tubes: number[];
  prizes: DemoPrize[];
}

export const demoIchibanProducts: DemoProduct[] = [
  {
    id: '1001',
    name: '一番賞 星空貓咪咖啡廳',
    price: 300,
    description: '夜空下的貓咪咖啡廳系列，A賞為 20 公分貓店長公仔。',
    image: '/demo/products/1001.svg',
    tubes: [80, 80],
    prizes: [
      { tier: 'A', name: 'A賞 貓店長 大型公仔', quantity: 2 },
      { tier: 'B', name: 'B賞 星空拿鐵 馬克杯', quantity: 4 },
      { tier: 'C', name: 'C賞 貓掌抱枕', quantity: 6 },
      { tier: 'D', name: 'D賞 壓克力立牌', quantity: 12 },
      { tier: 'E', name: 'E賞 迷你毛巾', quantity: 16 },
      { tier: 'F', name: 'F賞 角色徽章', quantity: 20 },
      { tier: 'G', name: 'G賞 貼紙組', quantity: 20 },
      { tier: 'LAST', name: 'LAST賞 夜空特別版 貓店長', quantity: 1 },
    ],
  },
  {
    id: '1002',
    name: '一番賞 機甲少年 覺醒篇',
    price: 350,
    description: '機甲少年覺醒篇，A賞為可動機甲模型，LAST賞為金屬塗裝版本。',
    image: '/demo/products/1002.svg',
    tubes: [60],
    prizes: [
      { tier: 'A', name: 'A賞 覺醒機甲 可動模型', quantity: 1 },
      { tier: 'B', name: 'B賞 駕駛員 公仔', quantity: 3 },
      { tier: 'C', name: 'C賞 機庫 場景組', quantity: 6 },
      { tier: 'D', name: 'D賞 資料夾組', quantity: 10 },
      { tier: 'E', name: 'E賞 橡膠吊飾', quantity: 20 },
      { tier: 'F', name: 'F賞 色紙', quantity: 20 },
      { tier: 'LAST', name: 'LAST賞 金屬塗裝 覺醒機甲', quantity: 1 },
    ],
  },
  {
    id: '1003',
    name: '一番賞 甜點小精靈 午茶時光',
    price: 250,
    description: '甜點小精靈的午茶時光，三筒同時開抽。',
    image: '/demo/products/1003.svg',
    tubes: [100, 100, 100],
    prizes: [
      { tier: 'A', name: 'A賞 草莓蛋糕精靈 大公仔', quantity: 2 },
      { tier: 'B', name: 'B賞 馬卡龍精靈 公仔', quantity: 3 },
      { tier: 'C', name: 'C賞 午茶餐具組', quantity: 10 },
      { tier: 'D', name: 'D賞 絨毛吊飾', quantity: 15 },
      { tier: 'E', name: 'E賞 玻璃杯', quantity: 20 },
      { tier: 'F', name: 'F賞 便條紙', quantity: 25 },
      { tier: 'G', name: 'G賞 貼紙', quantity: 25 },
      { tier: 'LAST', name: 'LAST賞 午茶時光 精靈全員組', quantity: 1 },
    ],
  },
];
