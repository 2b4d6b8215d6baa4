// Demo editorial content seeded on first start, like the demo catalogue: banners, cover promos,
// marquee notices, official info, notifications, policy texts and hot keywords.
import type { DataSource } from 'typeorm';
import { HotKeywordRow } from '../catalogue/catalogue.public';
import { BannerRow, CoverPromoRow, NoticeRow, NotificationRow, OfficialInfoRow, PolicyRow } from './content.entities';
import { demoPolicies } from './demo-policies';

const minutes = (now: Date, n: number) => new Date(now.getTime() - n * 60_000);
const days = (now: Date, n: number) => new Date(now.getTime() - n * 86_400_000);

const wins: [string, string, string][] = [
  ['陳**', '一番賞 星空貓咪咖啡廳', 'A賞 貓店長 大型公仔'],
  ['林**', '一番賞 機甲少年 覺醒篇', 'LAST賞 金屬塗裝 覺醒機甲'],
  ['黃**', '盒玩 森林茶會 動物小夥伴', '隱藏款 月光茶會'],
  ['張**', '一番賞 甜點小精靈 午茶時光', 'B賞 馬卡龍精靈 公仔'],
  ['李**', '轉蛋 水豚溫泉鄉', '稀有 黃金水豚'],
  ['王**', '一番賞 魔法少女 星光守護者', 'A賞 星光變身 大型公仔'],
  ['吳**', '盒玩 太空探險隊', '隱藏款 黑洞探險家'],
  ['劉**', '一番賞 賽博都市 霓虹夜', 'B賞 駭客少女 公仔'],
  ['蔡**', '轉蛋 柴犬日常 公仔', '稀有 雪白柴'],
  ['楊**', '一番賞 熊熊便當店 開幕紀念', 'A賞 熊店長 大絨毛'],
];

const infos = [
  [
    '【新品預告】一番賞 賽博都市 霓虹夜 本週五晚上八點開抽',
    '霓虹夜色的賽博都市系列即將登場！A賞為可發光的場景模型，LAST賞為限定配色。\n\n開抽時間：本週五 20:00\n每抽價格：380 元\n籤筒數量：1 筒 100 抽\n\n開抽前可先將商品加入收藏，開賣時第一時間收到通知。',
  ],
  [
    '【活動】安裝抽抽樂 App 送 50 元折價券',
    '將抽抽樂加入手機主畫面，登入後於首頁點選「安裝 App」即可領取 50 元折價券一張，每個帳號限領一次。\n\niPhone 使用者請使用 Safari 開啟，點選分享按鈕後選擇「加入主畫面」。',
  ],
  [
    '【公告】滿 5 件免運費 出貨規則說明',
    '盒櫃內的商品累積 5 件以上申請出貨即享免運費（獎品、贈品與兌換商品除外），未滿 5 件運費 60 元。\n\n出貨申請送出後無法退回或更改，配送約需 5 至 10 個工作天，目前不提供超商取貨。',
  ],
  [
    '【新品】盒玩 妖怪澡堂 全 7 款開賣',
    '夜裡營業的妖怪澡堂系列上架囉！河童、狐妖、天狗、雪女、唐傘、貓又六款常規，加上隱藏款「湯屋主人」。\n\n整盒購買可一次收齊六款常規款式。',
  ],
  [
    '【公平性】每一抽都能自己驗證',
    '抽抽樂的一番賞在開筒時就公開籤筒的承諾值，售完後公開種子。任何人都能在「公平性驗證」頁面重新計算大獎位置，確認結果沒有被更動。',
  ],
  ['【活動】每日簽到 第 3 天與第 5 天雙倍紅利', '連續簽到 7 天可領取紅利與折價券，第 3 天與第 5 天的獎勵加倍！紅利可在購買時折抵，每 20 點折 1 元。'],
  ['【新品】轉蛋 迷你相機 復古款 上架', '可以按快門的迷你相機轉蛋來了！底片相機、拍立得、雙眼相機與傻瓜相機四款，稀有款為金屬質感相機。'],
  ['【公告】客服服務時間調整', '客服信箱服務時間為週一至週五 09:00–18:00，例假日來信將於下一個工作日依序回覆，造成不便敬請見諒。'],
  ['【VIP】會員等級與每月福利說明', 'VIP 會員共分六個等級，等級越高每月可領取的道具卡與折價券越多。每消費 1 元累積 1 點成長值。'],
  ['【新品】一番賞 熊熊便當店 開幕紀念 雙筒開抽', '熊熊便當店開幕紀念一番賞，雙筒同時開抽！A賞為熊店長大絨毛娃娃，LAST賞為金色圍裙版本。'],
  ['【活動】邀請好友綁定手機 雙方各得 200 紅利', '分享你的邀請連結，好友完成註冊並綁定手機後，你和好友各可獲得 200 點紅利。'],
  ['【開箱】盒玩 森林茶會 隱藏款 實物照片公開', '森林茶會的隱藏款「月光茶會」實物照片公開！夜光塗裝在黑暗中會發出淡淡的藍光，快來試試手氣吧。'],
];

export async function seedDemoContent(db: DataSource, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Several API processes may start at once: one seeds, the others find it done.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['shop:seed-content']);
    if ((await tx.getRepository(BannerRow).count()) > 0) return false;

    await tx.getRepository(BannerRow).insert(
      [1, 2, 3, 4].map((n, i) => ({
        imageUrl: `/demo/banners/banner-${n}.svg`,
        link: ['/ichiban', '/blindbox', '/gacha', '/info'][i],
        sort: i,
        active: true,
      })),
    );
    await tx.getRepository(CoverPromoRow).insert([
      { image: '/demo/promos/promo-1.svg', link: '/ichiban/ticket/1006', alt: '一番賞 賽博都市 霓虹夜 週五開抽', sort: 0, active: true },
      { image: '/demo/promos/promo-2.svg', link: '/iosinstall', alt: '安裝 App 送 50 元折價券', sort: 1, active: true },
    ]);
    await tx.getRepository(NoticeRow).insert(
      wins.map(([name, product, prize], i) => ({
        text: `恭喜 ${name} 在「${product}」抽中 ${prize}！`,
        highlight: [prize],
        link: null,
        target: null,
        active: true,
        createdAt: minutes(now, i * 7 + 1),
      })),
    );
    await tx.getRepository(OfficialInfoRow).insert(
      infos.map(([title, content], i) => ({
        title,
        content,
        mainImage: `/demo/info/info-${(i % 6) + 1}.svg`,
        images: [],
        publishedAt: days(now, i * 2),
        views: 1200 - i * 83,
      })),
    );
    await tx.getRepository(NotificationRow).insert([
      { userId: null, title: '歡迎來到抽抽樂', desc: '安裝 App 到主畫面即可領取 50 元折價券，祝你抽中大獎！', createdAt: days(now, 0) },
      { userId: null, title: '新品開抽提醒', desc: '一番賞 賽博都市 霓虹夜 將於本週五 20:00 開抽。', createdAt: days(now, 1) },
      { userId: null, title: '出貨規則更新', desc: '盒櫃滿 5 件即享免運費，詳情請見情報公告。', createdAt: days(now, 3) },
      { userId: null, title: '系統維護公告', desc: '本週三 02:00–04:00 進行系統維護，期間暫停抽獎服務。', createdAt: days(now, 6) },
    ]);
    await tx.getRepository(PolicyRow).insert(demoPolicies.map((p) => ({ ...p, updatedAt: now })));
    await tx
      .getRepository(HotKeywordRow)
      .insert(['一番賞', '貓咪', '盒玩', '轉蛋', '隱藏款', '恐龍', '魔法', 'LAST賞'].map((keyword, sort) => ({ keyword, sort })));
    return true;
  });
}
