// Seeds the demo shop on first start: each item listed and stocked through the stock decider,
// like any item the shop puts on sale.
import type { EventStore } from '../../event-store/event-store.port';
import { systemMetadata } from '../../http/request-metadata';
import { loadState, runCommand } from '../../platform/command-runner';
import { SHOP_STOCK_STREAM, shopStockDecider, type ShopStockCommand } from './domain/shop-stock.decide';

const demoItems = [
  { id: 's01', title: '角色印花 T 恤', price: 590, stock: 30, info: '尺寸 M / L / XL' },
  { id: 's02', title: '限定帆布托特包', price: 450, stock: 20, info: '38 × 42 cm' },
  { id: 's03', title: '景品公仔 星空版', price: 880, stock: 8, info: '高約 18 cm' },
  { id: 's04', title: '金屬徽章組（5 入）', price: 260, stock: 50, info: '直徑 3.2 cm' },
  { id: 's05', title: '陶瓷馬克杯', price: 380, stock: 25, info: '容量 350 ml' },
  { id: 's06', title: 'A2 典藏海報', price: 199, stock: 40, info: 'A2 銅版紙' },
  { id: 's07', title: '造型抱枕', price: 690, stock: 12, info: '45 × 45 cm' },
  { id: 's08', title: '壓克力吊飾', price: 150, stock: 60, info: '雙面印刷' },
  { id: 's09', title: '防水貼紙包', price: 120, stock: 80, info: '12 張入' },
  { id: 's10', title: '皮革鑰匙圈', price: 320, stock: 3, info: '真皮手工縫製' },
  { id: 's11', title: '1/12 可動模型', price: 1680, stock: 5, info: '含替換手掌' },
  { id: 's12', title: '卡套（3 入）', price: 99, stock: 0, info: '適用一般卡牌' },
];

/** Seeds when the shop has no items; returns how many it listed. */
export async function seedDemoShop(store: EventStore, now = new Date()): Promise<number> {
  const { state } = await loadState({ store, streamId: SHOP_STOCK_STREAM, decider: shopStockDecider });
  if (state.items.size > 0) return 0;
  const metadata = systemMetadata(now);
  const run = (command: ShopStockCommand) => runCommand({ store, streamId: SHOP_STOCK_STREAM, decider: shopStockDecider, command, metadata });
  for (const item of demoItems) {
    const image = `/demo/shop/${item.id}.svg`;
    await run({
      type: 'ListShopItem',
      data: {
        itemId: item.id,
        title: item.title,
        price: item.price,
        image,
        images: [image, `/demo/shop/${demoItems[(demoItems.indexOf(item) + 1) % demoItems.length]!.id}.svg`],
        info: item.info,
        description: `${item.title}。官方授權商品，數量有限，售完為止。`,
      },
    });
    if (item.stock > 0) await run({ type: 'AddStock', data: { itemId: item.id, quantity: item.stock } });
  }
  return demoItems.length;
}
