// More of the demo catalogue: blind boxes, gacha machines and further ichiban series, so the home
// tabs, hot items and search have a shop's worth of products (images in client/public/demo/).
import type { DemoProduct } from './demo-catalogue';

export interface DemoShelfProduct {
  id: string;
  /** 1 blind box, 2 gacha. */
  type: 1 | 2;
  name: string;
  price: number;
  discountPrice?: number;
  description: string;
  /** Figures in the series: name and rarity. */
  items: { name: string; rarity: string }[];
}

const series = (names: string[], secret: string) => [
  ...names.map((name) => ({ name, rarity: 'normal' })),
  { name: secret, rarity: 'secret' },
];

export const demoBlindBoxes: DemoShelfProduct[] = [
  { id: '2001', type: 1, name: '盒玩 森林茶會 動物小夥伴', price: 390, description: '森林裡的午後茶會，6 款常規加 1 款隱藏。', items: series(['兔兔司康', '熊熊紅茶', '狐狸莓果塔', '松鼠餅乾', '刺蝟奶油', '貓頭鷹茶壺'], '隱藏款 月光茶會') },
  { id: '2002', type: 1, name: '盒玩 夢幻星座少女 第二彈', price: 420, description: '十二星座少女第二彈，搭配星座水晶底座。', items: series(['牡羊座', '金牛座', '雙子座', '巨蟹座', '獅子座', '處女座'], '隱藏款 銀河公主') },
  { id: '2003', type: 1, name: '盒玩 迷你甜點舖 和菓子篇', price: 350, discountPrice: 320, description: '一口大小的和菓子店，附木質展示盒。', items: series(['櫻花麻糬', '抹茶羊羹', '銅鑼燒', '柏餅', '金魚果凍', '栗子饅頭'], '隱藏款 金箔大福') },
  { id: '2004', type: 1, name: '盒玩 太空探險隊', price: 450, description: '小小太空人出任務，夜光塗裝。', items: series(['指揮官', '工程師', '領航員', '醫療官', '外星朋友', '月球車'], '隱藏款 黑洞探險家') },
  { id: '2005', type: 1, name: '盒玩 貓咪便利商店', price: 380, description: '貓店員二十四小時營業中。', items: series(['收銀貓', '補貨貓', '關東煮貓', '咖啡貓', '夜班貓', '店長貓'], '隱藏款 招財貓店長') },
  { id: '2006', type: 1, name: '盒玩 海洋水族館', price: 360, description: '透明水晶底座的海洋生物系列。', items: series(['小丑魚', '海龜', '水母', '鯨鯊', '海馬', '章魚'], '隱藏款 黃金鯨魚') },
  { id: '2007', type: 1, name: '盒玩 古風花神 四季篇', price: 480, description: '四季花神古風造型，細緻彩繪。', items: series(['春・桃花', '夏・荷花', '秋・桂花', '冬・梅花', '牡丹', '海棠'], '隱藏款 百花之主') },
  { id: '2008', type: 1, name: '盒玩 恐龍幼稚園', price: 330, description: '戴著小帽子的恐龍寶寶們。', items: series(['暴龍', '三角龍', '雷龍', '翼龍', '劍龍', '甲龍'], '隱藏款 化石恐龍') },
  { id: '2009', type: 1, name: '盒玩 復古電玩機台', price: 420, description: '可發光的迷你復古街機。', items: series(['紅色機台', '藍色機台', '彈珠台', '夾娃娃機', '掌機', '搖桿'], '隱藏款 黃金機台') },
  { id: '2010', type: 1, name: '盒玩 魔法學院 第一學期', price: 450, description: '魔法學院新生報到，附魔杖配件。', items: series(['火焰學徒', '冰霜學徒', '森林學徒', '雷電學徒', '占星學徒', '煉金學徒'], '隱藏款 院長') },
  { id: '2011', type: 1, name: '盒玩 台灣小吃攤', price: 360, description: '珍奶、雞排、小籠包，台味滿滿。', items: series(['珍珠奶茶', '鹽酥雞', '小籠包', '蚵仔煎', '刈包', '豆花'], '隱藏款 夜市之王') },
  { id: '2012', type: 1, name: '盒玩 雲朵睡衣派對', price: 390, description: '軟萌睡衣小動物，搭配雲朵床。', items: series(['綿羊', '小熊', '企鵝', '小鹿', '倉鼠', '兔子'], '隱藏款 星星小羊') },
  { id: '2013', type: 1, name: '盒玩 花園小精靈 春日篇', price: 400, description: '躲在花朵裡的小精靈。', items: series(['鬱金香', '向日葵', '薰衣草', '玫瑰', '雛菊', '繡球花'], '隱藏款 花之女王') },
  { id: '2014', type: 1, name: '盒玩 機器人修理廠', price: 430, description: '可動關節的迷你機器人。', items: series(['焊接機', '搬運機', '清潔機', '偵察機', '廚師機', '保全機'], '隱藏款 初號機') },
  { id: '2015', type: 1, name: '盒玩 懷舊柑仔店', price: 370, description: '童年回憶的柑仔店零食。', items: series(['王子麵', '乖乖', '彈珠汽水', '麥芽餅', '戳戳樂', '棒棒糖'], '隱藏款 老闆娘') },
  { id: '2016', type: 1, name: '盒玩 兔子咖啡師', price: 390, description: '拉花高手兔子咖啡師。', items: series(['拿鐵兔', '摩卡兔', '美式兔', '卡布兔', '冷萃兔', '焦糖兔'], '隱藏款 首席咖啡師') },
  { id: '2017', type: 1, name: '盒玩 妖怪澡堂', price: 460, description: '夜裡營業的妖怪澡堂。', items: series(['河童', '狐妖', '天狗', '雪女', '唐傘', '貓又'], '隱藏款 湯屋主人') },
  { id: '2018', type: 1, name: '盒玩 小小音樂會', price: 410, description: '動物樂團的音樂會。', items: series(['鋼琴貓', '小提琴兔', '鼓手熊', '長笛鳥', '指揮狗', '歌手鹿'], '隱藏款 金色指揮棒') },
];

export const demoGachaMachines: DemoShelfProduct[] = [
  { id: '3001', type: 2, name: '轉蛋 迷你貓咪睡姿 吊飾', price: 100, description: '各種睡姿的貓咪吊飾，全 5 款。', items: series(['蜷曲睡', '翻肚睡', '趴趴睡', '側躺睡'], '稀有 星空睡') },
  { id: '3002', type: 2, name: '轉蛋 食物模型 拉麵篇', price: 120, description: '逼真迷你拉麵碗，全 5 款。', items: series(['豚骨拉麵', '味噌拉麵', '醬油拉麵', '沾麵'], '稀有 黃金叉燒') },
  { id: '3003', type: 2, name: '轉蛋 恐龍骨架 組裝模型', price: 150, description: '可組裝的恐龍骨架模型。', items: series(['暴龍骨架', '三角龍骨架', '翼龍骨架', '腕龍骨架'], '稀有 夜光骨架') },
  { id: '3004', type: 2, name: '轉蛋 迷你家電 復古款', price: 120, description: '昭和風復古家電，全 5 款。', items: series(['電風扇', '電鍋', '收音機', '電視機'], '稀有 金色電話') },
  { id: '3005', type: 2, name: '轉蛋 企鵝上班族', price: 100, description: '努力上班的企鵝們。', items: series(['開會企鵝', '加班企鵝', '通勤企鵝', '午休企鵝'], '稀有 社長企鵝') },
  { id: '3006', type: 2, name: '轉蛋 寶石扭扭 戒指', price: 80, description: '閃亮寶石造型戒指。', items: series(['紅寶石', '藍寶石', '祖母綠', '紫水晶'], '稀有 彩虹鑽') },
  { id: '3007', type: 2, name: '轉蛋 柴犬日常 公仔', price: 120, description: '柴犬的一天，全 5 款。', items: series(['散步柴', '撒嬌柴', '生氣柴', '睡覺柴'], '稀有 雪白柴') },
  { id: '3008', type: 2, name: '轉蛋 迷你文具 橡皮擦', price: 60, discountPrice: 50, description: '可拆裝的造型橡皮擦。', items: series(['鉛筆', '尺', '剪刀', '膠水'], '稀有 彩虹鉛筆') },
  { id: '3009', type: 2, name: '轉蛋 宇宙貓咪 徽章', price: 80, description: '閃粉徽章，全 5 款。', items: series(['土星貓', '火箭貓', '月亮貓', '彗星貓'], '稀有 銀河貓') },
  { id: '3010', type: 2, name: '轉蛋 和風小物 御守', price: 100, description: '迷你御守吊飾。', items: series(['學業', '戀愛', '健康', '財運'], '稀有 開運金御守') },
  { id: '3011', type: 2, name: '轉蛋 水豚溫泉鄉', price: 120, description: '泡溫泉的水豚君。', items: series(['柚子湯', '露天風呂', '毛巾頭', '泡泡浴'], '稀有 黃金水豚') },
  { id: '3012', type: 2, name: '轉蛋 迷你盆栽', price: 100, description: '療癒的多肉小盆栽。', items: series(['仙人掌', '玉露', '石蓮花', '熊童子'], '稀有 開花仙人掌') },
  { id: '3013', type: 2, name: '轉蛋 迷你雨傘 吊飾', price: 80, description: '可開合的迷你雨傘。', items: series(['點點傘', '格紋傘', '透明傘', '和風傘'], '稀有 彩虹傘') },
  { id: '3014', type: 2, name: '轉蛋 鳥類圖鑑 文鳥篇', price: 120, description: '圓滾滾的文鳥們。', items: series(['白文鳥', '櫻文鳥', '銀文鳥', '肉桂文鳥'], '稀有 金冠文鳥') },
  { id: '3015', type: 2, name: '轉蛋 迷你相機 復古款', price: 150, description: '可按快門的迷你相機。', items: series(['底片相機', '拍立得', '雙眼相機', '傻瓜相機'], '稀有 金屬相機') },
  { id: '3016', type: 2, name: '轉蛋 甜甜圈 磁鐵', price: 80, description: '香甜甜甜圈造型磁鐵。', items: series(['巧克力', '草莓', '抹茶', '糖霜'], '稀有 彩虹糖') },
  { id: '3017', type: 2, name: '轉蛋 忍者貓 公仔', price: 120, description: '身手矯健的忍者貓。', items: series(['紅忍貓', '藍忍貓', '綠忍貓', '黑忍貓'], '稀有 影之頭領') },
  { id: '3018', type: 2, name: '轉蛋 迷你球鞋 吊飾', price: 100, description: '經典球鞋造型吊飾。', items: series(['白色經典', '紅色高筒', '籃球鞋', '跑鞋'], '稀有 金色限定') },
];

/** Further ichiban series; each keeps 1 to 3 tubes of 60 to 100 tickets. */
export const moreIchibanProducts: DemoProduct[] = [
  {
    id: '1004',
    name: '一番賞 魔法少女 星光守護者',
    price: 320,
    description: '星光守護者五人組，A賞為變身姿態大型公仔。',
    image: '/demo/products/1004.svg',
    tubes: [80],
    prizes: [
      { tier: 'A', name: 'A賞 星光變身 大型公仔', quantity: 2 },
      { tier: 'B', name: 'B賞 守護者 Q版公仔', quantity: 5 },
      { tier: 'C', name: 'C賞 魔法杖 造型筆', quantity: 10 },
      { tier: 'D', name: 'D賞 變身卡 收藏組', quantity: 18 },
      { tier: 'E', name: 'E賞 亮片吊飾', quantity: 30 },
      { tier: 'F', name: 'F賞 貼紙組', quantity: 35 },
      { tier: 'LAST', name: 'LAST賞 星光守護者 特別塗裝', quantity: 1 },
    ],
  },
  {
    id: '1005',
    name: '一番賞 熊熊便當店 開幕紀念',
    price: 280,
    description: '熊熊便當店開幕囉！便當造型餐具與絨毛娃娃。',
    image: '/demo/products/1005.svg',
    tubes: [60, 60],
    prizes: [
      { tier: 'A', name: 'A賞 熊店長 大絨毛', quantity: 2 },
      { tier: 'B', name: 'B賞 便當盒 餐具組', quantity: 4 },
      { tier: 'C', name: 'C賞 保冷袋', quantity: 10 },
      { tier: 'D', name: 'D賞 筷子組', quantity: 20 },
      { tier: 'E', name: 'E賞 杯墊', quantity: 30 },
      { tier: 'F', name: 'F賞 貼紙', quantity: 34 },
      { tier: 'LAST', name: 'LAST賞 熊店長 金色圍裙版', quantity: 1 },
    ],
  },
  {
    id: '1006',
    name: '一番賞 賽博都市 霓虹夜',
    price: 380,
    description: '霓虹夜色的賽博都市，A賞為可發光場景模型。',
    image: '/demo/products/1006.svg',
    tubes: [100],
    prizes: [
      { tier: 'A', name: 'A賞 霓虹街景 發光模型', quantity: 1 },
      { tier: 'B', name: 'B賞 駭客少女 公仔', quantity: 3 },
      { tier: 'C', name: 'C賞 壓克力燈牌', quantity: 8 },
      { tier: 'D', name: 'D賞 金屬書籤', quantity: 18 },
      { tier: 'E', name: 'E賞 透明卡', quantity: 30 },
      { tier: 'F', name: 'F賞 貼紙組', quantity: 40 },
      { tier: 'LAST', name: 'LAST賞 霓虹夜 限定配色', quantity: 1 },
    ],
  },
];
