// /ichiban/fairness-verification/audit — 離線驗證器: checks a tube's exported event log (NDJSON
// from GET /api/audit/tubes/{id}/events) entirely in the browser. The file is read with the File
// API and checked by the same verifyTubeLog as `npm run verify`; nothing is sent anywhere.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { verifyTubeLog } from '@shop/contracts';
import { checkAuditLog } from '../../../components/audit-verdict/check-audit-log';
import { useKeptHistory } from '../../../components/audit-verdict/kept-history';
import { PageHeader } from '../../../components/page-header/page-header';
import { AuditOutcome, AuditVerdict } from '../../../components/audit-verdict/audit-verdict';
import { AuditFilePicker } from '../../../components/audit-verdict/audit-file-picker';
import '../../../components/audit-verdict/audit-verdict.css';
import { fairnessLink } from '../fairness-form';
import './fairness-page.css';

export default function TubeAuditPage() {
  const [params] = useSearchParams();
  const tubeId = params.get('tubeId');
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const history = useKeptHistory();
  const checked = file ? checkAuditLog(file.name, file.text, (lines) => verifyTubeLog(lines, history.kept)) : null;

  return (
    <div className="page fairness-page">
      <PageHeader title="離線驗證器" />
      <div className="page-body fairness-page__body">
        <section className="card fairness-card">
          <h2 className="section-title">選擇籤筒事件紀錄</h2>
          <p className="fairness-card__text">
            選擇從「下載事件紀錄」取得的 .ndjson
            檔。檔案只在你的瀏覽器中讀取與計算，不會上傳。會檢查：雜湊鏈、種子承諾、每張籤的賞項與獎品、籤號不重複、最後賞歸屬、完售與公開種子的順序；也可與先前保存的紀錄或事件鏈最新雜湊比對。
          </p>
          <AuditFilePicker source={file?.name} onFile={(name, text) => setFile({ name, text })} />
          {history.fields}
          {tubeId ? (
            <a className="btn btn--ghost btn--small fairness-card__runner" href={`/api/audit/tubes/${encodeURIComponent(tubeId)}/events`} download>
              下載籤筒 {tubeId} 的事件紀錄
            </a>
          ) : null}
        </section>

        <AuditOutcome
          historyProblem={history.problem}
          checked={checked}
          verdict={(c) => <AuditVerdict lines={c.lines} result={c.result} toolLink={fairnessLink} />}
        />
      </div>
    </div>
  );
}
