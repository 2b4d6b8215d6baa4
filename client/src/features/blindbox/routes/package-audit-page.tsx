// /blindbox/fairness-verification/audit — 盲盒離線驗證器: checks a blind box's exported event log
// (NDJSON from GET /api/audit/packages/{id}/events) entirely in the browser, like the tubes' and
// machines' offline verifiers. The file is read with the File API and checked by the same
// verifyPackageLog as `npm run verify` (docs/fairness.md §10), with the same kept history
// (an earlier copy, chain heads); nothing is sent anywhere.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { parsePackageAuditExport, verifyPackageLog } from '@shop/contracts';
import { checkAuditLog } from '../../../components/audit-verdict/check-audit-log';
import { useKeptHistory } from '../../../components/audit-verdict/kept-history';
import { PageHeader } from '../../../components/page-header/page-header';
import { AuditOutcome } from '../../../components/audit-verdict/audit-verdict';
import { PackageVerdict } from '../../../components/audit-verdict/package-verdict';
import { AuditFilePicker } from '../../../components/audit-verdict/audit-file-picker';
import '../../../components/audit-verdict/audit-verdict.css';

export default function PackageAuditPage() {
  const [params] = useSearchParams();
  const packageId = params.get('packageId');
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const history = useKeptHistory();
  const checked = file ? checkAuditLog(file.name, file.text, (lines) => verifyPackageLog(lines, history.kept), parsePackageAuditExport) : null;

  return (
    <div className="page">
      <PageHeader title="盲盒離線驗證器" />
      <div className="page-body audit-page__body">
        <section className="card audit-card">
          <h2 className="section-title">選擇盲盒事件紀錄</h2>
          <p className="audit-card__text">
            選擇從盲盒「公平性驗證」下載的 .ndjson
            檔。檔案只在你的瀏覽器中讀取與計算，不會上傳。會檢查：雜湊鏈、開盒時的種子承諾、每一格抽出的公仔、提示與透視是否與種子重算的排列相符、完售與公開種子的順序；也可與先前保存的紀錄或事件鏈最新雜湊比對。
          </p>
          <AuditFilePicker source={file?.name} onFile={(name, text) => setFile({ name, text })} />
          {history.fields}
          {packageId ? (
            <a
              className="btn btn--ghost btn--small"
              href={`/api/audit/packages/${encodeURIComponent(packageId)}/events`}
              download={`package-${packageId}.ndjson`}
            >
              下載盲盒 {packageId} 的事件紀錄
            </a>
          ) : null}
        </section>

        <AuditOutcome historyProblem={history.problem} checked={checked} verdict={(c) => <PackageVerdict lines={c.lines} result={c.result} />} />
      </div>
    </div>
  );
}
