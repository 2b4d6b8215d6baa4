// The zh-TW name of a VIP level (the server names them in English: bronze … master), for every
// screen that shows one: the member centre and the VIP pages.
const NAMES: Record<string, string> = { bronze: '青銅', silver: '白銀', gold: '黃金', platinum: '白金', diamond: '鑽石', master: '大師' };

export const vipLevelLabel = (name: string) => NAMES[name] ?? name;
