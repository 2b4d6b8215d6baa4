// zh-TW wording of the offline verifier's failure codes (page copy of the static verifier).
import type { TubeAuditFailureCode } from '@shop/contracts';

export const auditFailureLabels: Record<TubeAuditFailureCode, string> = {
  malformed: '事件格式不正確',
  'not-opened-first': '第一筆事件不是籤筒開賣',
  'opened-twice': '籤筒被重複開啟',
  'other-tube': '事件屬於其他籤筒',
  'chain-broken': '雜湊鏈斷裂：前面的事件被修改、刪除或插入',
  'revision-gap': '事件序號不連續：有事件遺失',
  'bad-prizes': '賞項數量與總籤數不符',
  'number-out-of-range': '籤號超出範圍',
  'number-drawn-twice': '同一個籤號被抽出兩次',
  'tier-mismatch': '抽出的賞級與種子重算的排列不符',
  'prize-mismatch': '獎品名稱與排列不符',
  'last-misplaced': '最後賞發放時機不正確',
  'last-wrong-participant': '最後賞沒有發給抽走最後一張籤的買家',
  'last-missing': '完售但沒有發放最後賞',
  'sold-out-early': '尚有未抽出的籤卻標示完售',
  'after-sold-out': '完售後仍有交易事件',
  'reveal-early': '完售前就公開了種子',
  'commitment-mismatch': '公開的種子與開筒時的承諾不符',
  'beacon-missing': '缺少公開亂數信標的數值',
  'beacon-forged': '公開亂數信標的簽章不符：該輪數值是偽造的',
  'layout-impossible': '種子無法產生有效的排列',
  rewritten: '紀錄與先前保存的副本或事件鏈最新雜湊不符：紀錄被改寫或有事件被扣下',
};
