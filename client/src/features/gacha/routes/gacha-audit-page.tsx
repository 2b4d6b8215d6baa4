// /gacha/fairness-verification/audit — 轉蛋機離線驗證器: checks a capsule machine's exported event log
// (NDJSON from GET /api/audit/gacha/{id}/events) entirely in the browser, like the tubes' offline
// verifier. The file is read with the File API and checked by the same verifyGachaLog as
// `npm run verify` (docs/fairness.md §9); nothing is sent anywhere.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { verifyGachaLog } from '@shop/contracts';
import { checkAuditLog } from '../../../components/audit-verdict/check-audit-log';
import { useKeptHistory } from '../../../components/audit-verdict/kept-history';
import { PageHeader } from '../../../components/page-header/page-header';
import { AuditOutcome } from '../../../components/audit-verdict/audit-verdict';
import { GachaVerdict } from '../../../components/audit-verdict/gacha-verdict';
import { AuditFilePicker } from '../../../components/audit-verdict/audit-file-picker';
import './gacha.css';

export default function GachaAuditPage() {
  const [params] = useSearchParams();
  const machineId = params.get('machineId');
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const history = useKeptHistory();
  const checked = file ? checkAuditLog(file.name, file.text, (lines) => verifyGachaLog(lines, history.kept)) : null;

  return (
    <div className="page gacha-audit">
      <PageHeader title="轉蛋機離線驗證器" />
      <div className="page-body gacha-audit__body">
        <section className="card gacha-audit__card">
          <h2 className="section-title">選擇轉蛋機事件紀錄</h2>
          <p className="gacha-audit__text">
            選擇從轉蛋機頁面「下載事件紀錄」取得的 .ndjson
            檔。檔案只在你的瀏覽器中讀取與計算，不會上傳。會檢查：雜湊鏈、每輪的種子承諾、每顆扭蛋的位置與款式、付款時指定的公開亂數回合及其簽章（BLS）、各款數量不超過補貨數、完售與公開種子的順序；也可與先前保存的紀錄或事件鏈最新雜湊比對。
          </p>
          <AuditFilePicker source={file?.name} onFile={(name, text) => setFile({ name, text })} />
          {history.fields}
          {machineId ? (
            <a className="btn btn--ghost btn--small gacha-audit__download" href={`/api/audit/gacha/${encodeURIComponent(machineId)}/events`} download>
              下載轉蛋機 {machineId} 的事件紀錄
            </a>
          ) : null}
        </section>

        <AuditOutcome historyProblem={history.problem} checked={checked} verdict={(c) => <GachaVerdict lines={c.lines} result={c.result} />} />
      </div>
    </div>
  );
}
