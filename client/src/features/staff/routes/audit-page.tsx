// /staff/audit — every container a draw was taken from, one section per kind (ichiban tubes,
// gacha machines, blind boxes): its state, commitment and seed once revealed; each export can be
// downloaded for `npm run verify`. 驗證 fetches a container's exported log and checks it in this
// browser with the contracts' verifier of its kind (verifyTubeLog, verifyGachaLog, verifyPackageLog:
// the code `npm run verify` runs; the per-kind table is audit-kinds.tsx); an export saved earlier (or
// tampered with) can be checked from a file, its kind read from its first event. 統計 folds a product's exports into
// what was drawn (tiers, capsules, figures) against what was committed, draws per hour and (ichiban) the LAST winners.
import { Fragment, useState, type ChangeEvent } from 'react';
import { type AuditContainer, type AuditContainerKind } from '@shop/contracts';
import { failureMessage } from '../failure-message';
import { fetchAuditExport, useAuditContainers } from '../api/audit';
import type { ProductStats } from '../audit-stats';
import { AUDIT_KINDS, checkAuditFile, type AuditOutcome } from '../audit-kinds';

const STATUS_LABELS: Record<AuditContainer['status'], string> = { open: '販售中', sold_out: '已完售', revealed: '已公開種子' };

const short = (hex: string) => `${hex.slice(0, 12)}…`;

export default function AuditPage() {
  const containers = useAuditContainers();
  const [checked, setChecked] = useState<AuditOutcome | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [stats, setStats] = useState<{ product: string; kind: AuditContainerKind; stats: ProductStats } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (key: string, work: () => Promise<void>) => {
    setBusy(key);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(failureMessage(error, '讀取事件紀錄失敗'));
    } finally {
      setBusy(null);
    }
  };

  const verify = (kind: AuditContainerKind, id: string) =>
    run(`verify:${kind}:${id}`, async () => {
      const { noun, exportPath, check } = AUDIT_KINDS[kind];
      setChecked(check(`${noun} ${id}`, await fetchAuditExport(exportPath(id))));
    });

  const showStats = (kind: AuditContainerKind, productId: string, containers: AuditContainer[]) =>
    run(`stats:${kind}:${productId}`, async () => {
      const { exportPath, stats: fold } = AUDIT_KINDS[kind];
      const exports = await Promise.all(containers.map(async (c) => ({ id: c.id, text: await fetchAuditExport(exportPath(c.id)) })));
      setStats({ product: containers[0]?.product_name ?? productId, kind, stats: fold.fold(exports) });
    });

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (file) setChecked(checkAuditFile(file.name, await file.text()));
  };

  if (containers.isPending) return <p className="text-muted">載入中…</p>;
  if (containers.isError) return <p className="staff-error">{failureMessage(containers.error, '讀取失敗')}</p>;

  return (
    <>
      {containers.data.map(({ kind, containers: list }) => (
        <section key={kind} className="card staff-card" data-testid={`audit-${kind}`}>
          <h1 className="section-title">
            {AUDIT_KINDS[kind].title}（{list.length}）
          </h1>
          <table className="staff-table staff-table--stack">
            <thead>
              <tr>
                <th>商品</th>
                <th>{AUDIT_KINDS[kind].column}</th>
                <th>狀態</th>
                <th>已抽</th>
                <th>承諾</th>
                <th>種子</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {byProduct(list).map(([productId, tubes]) => (
                <Fragment key={productId}>
                  {tubes.map((t, i) => (
                    <tr key={t.id} data-testid="audit-container" data-id={t.id} data-status={t.status}>
                      <td data-label="商品">{i === 0 ? t.product_name : ''}</td>
                      <td className="staff-mono" data-label={AUDIT_KINDS[kind].column}>
                        {t.id}
                        {t.round ? `（第 ${t.round} 輪）` : ''}
                      </td>
                      <td data-label="狀態">
                        <span className={`staff-status staff-status--${t.status}`}>{STATUS_LABELS[t.status]}</span>
                      </td>
                      <td className="num" data-label="已抽">
                        {t.drawn} / {t.total}
                      </td>
                      <td className="staff-mono" title={t.commitment} data-label="承諾">
                        {short(t.commitment)}
                      </td>
                      <td className="staff-mono" title={t.seed ?? undefined} data-label="種子">
                        {t.seed ? short(t.seed) : '—'}
                      </td>
                      <td className="staff-table__actions">
                        <button
                          type="button"
                          className="btn btn--primary btn--small"
                          disabled={busy !== null}
                          onClick={() => void verify(kind, t.id)}
                          data-testid="audit-verify"
                        >
                          驗證
                        </button>
                        <a className="btn btn--ghost btn--small" href={AUDIT_KINDS[kind].exportPath(t.id)} download>
                          下載
                        </a>
                        {i === 0 ? (
                          <button
                            type="button"
                            className="btn btn--ghost btn--small"
                            disabled={busy !== null}
                            onClick={() => void showStats(kind, productId, tubes)}
                            data-testid="audit-stats-button"
                          >
                            統計
                          </button>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </Fragment>
              ))}
            </tbody>
          </table>
        </section>
      ))}

      <section className="card staff-card">
        <h2 className="section-title">驗證匯出檔</h2>
        <p className="text-muted">選擇先前下載的 .ndjson 事件紀錄，在此瀏覽器中驗證，不會上傳。</p>
        <input type="file" accept=".ndjson,.jsonl,.json,.txt,application/x-ndjson" onChange={(e) => void onFile(e)} data-testid="audit-file" />
      </section>

      {problem ? <p className="staff-error">{problem}</p> : null}
      {stats ? <StatsCard product={stats.product} kind={stats.kind} stats={stats.stats} /> : null}
      {checked ? (
        <div data-testid="audit-checked" data-source={checked.source}>
          <h2 className="section-title staff-checked-title">驗證結果：{checked.source}</h2>
          {checked.verdict}
        </div>
      ) : null}
    </>
  );
}

function byProduct(list: AuditContainer[]): [string, AuditContainer[]][] {
  const groups = new Map<string, AuditContainer[]>();
  for (const c of list) groups.set(c.product_id, [...(groups.get(c.product_id) ?? []), c]);
  return [...groups.entries()];
}

function StatsCard({ product, kind, stats }: { product: string; kind: AuditContainerKind; stats: ProductStats }) {
  const { row, unit, label } = AUDIT_KINDS[kind].stats;
  return (
    <section className="card staff-card" data-testid="audit-stats" data-kind={kind}>
      <h2 className="section-title">{product} 的公平性統計</h2>
      <table className="staff-table">
        <thead>
          <tr>
            <th>{row}</th>
            <th>承諾數量</th>
            <th>已抽出</th>
          </tr>
        </thead>
        <tbody>
          {stats.tiers.map((t) => (
            <tr key={t.tier} data-testid="audit-stats-tier" data-tier={t.tier}>
              <td>{label(t.tier)}</td>
              <td className="num">{t.committed}</td>
              <td className="num">{t.drawn}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className="staff-replay__subtitle">每小時抽出{unit}數</h3>
      <ul className="staff-diff">
        {stats.perHour.length ? (
          stats.perHour.map((h) => (
            <li key={h.hour}>
              <span className="num">{h.hour}</span>：{h.draws} {unit}
            </li>
          ))
        ) : (
          <li className="text-muted">尚無抽出</li>
        )}
      </ul>
      <h3 className="staff-replay__subtitle">頭獎得主與機率</h3>
      <p className="text-muted">
        每個{AUDIT_KINDS[kind].noun}的頭獎（最高賞或最稀有款）得主：買了幾{unit}、中了幾{unit}、隨機應得幾{unit}，以及純靠運氣至少中這麼多的機率
        p（超幾何分布，可由事件紀錄重算，見 docs/fairness.md §12）。p 低於 1% 標示「值得查看」。
      </p>
      {stats.luck.length ? (
        <table className="staff-table" data-testid="audit-luck">
          <thead>
            <tr>
              <th>{AUDIT_KINDS[kind].noun}</th>
              <th>參與者</th>
              <th>買／中</th>
              <th>隨機應得</th>
              <th>p</th>
            </tr>
          </thead>
          <tbody>
            {stats.luck.map((l) => (
              <tr key={`${l.container}/${l.participant}`} data-testid="audit-luck-row" data-flagged={l.p < 0.01}>
                <td>
                  {l.container}（{l.top}）
                </td>
                <td className="staff-mono">{short(l.participant)}</td>
                <td className="num">
                  {l.bought}／{l.won}
                </td>
                <td className="num">{l.expected.toFixed(2)}</td>
                <td className="num">
                  {l.p < 0.0001 ? l.p.toExponential(1) : l.p.toFixed(4)}
                  {l.p < 0.01 ? <strong>（值得查看）</strong> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-muted">尚無頭獎得主</p>
      )}
      {stats.lastWinners ? (
        <>
          <h3 className="staff-replay__subtitle">最後賞得主</h3>
          <ul className="staff-diff">
            {stats.lastWinners.length ? (
              stats.lastWinners.map((w) => (
                <li key={w.tubeId}>
                  籤筒 {w.tubeId}：{String(w.number).padStart(2, '0')} 號的買家 <span className="staff-mono">{short(w.participant)}</span>
                </li>
              ))
            ) : (
              <li className="text-muted">尚無</li>
            )}
          </ul>
        </>
      ) : null}
    </section>
  );
}
