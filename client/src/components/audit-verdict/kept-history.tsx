// What a shopper or auditor kept of a container's history, for the offline verifiers: an earlier
// saved export and chain heads copied from the live page (`<revision>:<hash>`). The verifier checks
// that the log still holds each of them — the browser's `--earlier` and `--head` of `npm run verify`.
import { useState, type ReactNode } from 'react';
import { exportCheckpoints, PackageAuditFileError, parseChainHead, TubeAuditFileError, type ChainCheckpoint } from '@shop/contracts';
import { AuditFilePicker } from './audit-file-picker';

export type KeptHistory = { kept: ChainCheckpoint[]; problem: string | null; fields: ReactNode };

export function useKeptHistory(): KeptHistory {
  const [earlier, setEarlier] = useState<{ name: string; text: string } | null>(null);
  const [heads, setHeads] = useState('');
  const kept: ChainCheckpoint[] = [];
  let problem: string | null = null;
  for (const head of heads.split(/[\s,]+/).filter(Boolean)) {
    const point = parseChainHead(head);
    if (point) kept.push(point);
    else problem = `保存的最新雜湊「${head}」格式不正確，應為「序號:64 位十六進位雜湊」`;
  }
  if (earlier) {
    try {
      kept.push(...exportCheckpoints(earlier.text));
    } catch (error) {
      if (!(error instanceof TubeAuditFileError || error instanceof PackageAuditFileError)) throw error;
      problem = `先前保存的副本第 ${error.line} 行無法讀取（${error.message}）`;
    }
  }
  const fields = (
    <details className="audit-kept" data-testid="audit-kept">
      <summary>與先前保存的紀錄比對（選填）</summary>
      <p className="audit-card__text">
        之前下載過的事件紀錄，或從商品頁抄下的「事件鏈最新雜湊」：現在的紀錄必須仍包含它們，否則代表紀錄被改寫或有事件被扣下。
      </p>
      <AuditFilePicker
        source={earlier?.name}
        onFile={(name, text) => setEarlier({ name, text })}
        label="選擇先前的副本"
        testId="audit-earlier-file"
      />
      <label className="audit-kept__heads">
        <span>保存的最新雜湊</span>
        <input
          className="input"
          value={heads}
          onChange={(e) => setHeads(e.target.value)}
          placeholder="序號:雜湊，多筆以空白分隔"
          spellCheck={false}
          autoCapitalize="off"
          data-testid="audit-heads"
        />
      </label>
    </details>
  );
  return { kept, problem, fields };
}
