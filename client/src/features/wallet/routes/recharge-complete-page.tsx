// /recharge/complete — where the gateway's return sends the browser (?status=success|cancelled).
// Success shows the new balance; a cancelled payment shows a processing notice for 3 s and goes
// back to /recharge (spec 002 §4). Only a success is titled 儲值完成.
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { constants, rechargeCompleteQuerySchema } from '@shop/contracts';
import { PageHeader } from '../../../components/page-header/page-header';
import { useTokenBalance } from '../../../api/get-token-balance';
import { refreshMemberData } from '../../../api/member-keys';
import { CheckIcon, CrossIcon } from '../components/wallet-icons';
import '../wallet.css';

const NOTICE_MS = constants.redirectDelays.rechargeCancelledNoticeMs;

function Cancelled() {
  const navigate = useNavigate();
  const [left, setLeft] = useState(Math.ceil(NOTICE_MS / 1000));

  useEffect(() => {
    const tick = setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    const leave = setTimeout(() => {
      navigate('/recharge', { replace: true });
    }, NOTICE_MS);
    return () => {
      clearInterval(tick);
      clearTimeout(leave);
    };
  }, [navigate]);

  return (
    <section className="card result-card" data-testid="recharge-cancelled" role="status">
      <div className="result-card__icon result-card__icon--wait">
        <div className="spinner" />
      </div>
      <h2 className="result-card__title">交易已取消，處理中…</h2>
      <p className="result-card__text">
        本次付款未完成，代幣未扣款。<span className="num">{left}</span> 秒後返回儲值頁面
      </p>
    </section>
  );
}

function Succeeded({ amount }: { amount?: number }) {
  const queryClient = useQueryClient();
  const balance = useTokenBalance();

  useEffect(() => {
    void refreshMemberData(queryClient);
  }, [queryClient]);

  return (
    <section className="card result-card" data-testid="recharge-success">
      <div className="result-card__icon">
        <CheckIcon size={38} />
      </div>
      <h2 className="result-card__title">儲值成功</h2>
      {amount !== undefined && (
        <p className="result-card__text">
          已入帳 <b className="num">{amount.toLocaleString('zh-TW')}</b> 代幣
        </p>
      )}
      <p className="result-card__text">
        目前代幣餘額：
        <b className="num" data-testid="complete-balance">
          {balance.data === undefined ? '—' : balance.data.toLocaleString('zh-TW')}
        </b>
      </p>
      <div className="result-card__actions">
        <Link to="/" className="btn btn--primary">
          去逛逛
        </Link>
        <Link to="/recharge-details" className="btn btn--ghost">
          查看儲值紀錄
        </Link>
      </div>
    </section>
  );
}

/** The header says what happened: only a paid recharge is 儲值完成. */
function headerTitle(status: 'success' | 'cancelled' | null): string {
  if (status === 'success') return '儲值完成';
  if (status === 'cancelled') return '交易已取消';
  return '儲值結果';
}

export default function RechargeCompletePage() {
  const [params] = useSearchParams();
  const query = rechargeCompleteQuerySchema.safeParse(Object.fromEntries(params));
  const title = headerTitle(query.success ? query.data.status : null);

  return (
    <div className="page wallet-page">
      <PageHeader title={title} />
      <div className="page-body">
        {!query.success ? (
          <section className="card result-card" data-testid="recharge-unknown">
            <div className="result-card__icon result-card__icon--fail">
              <CrossIcon size={34} />
            </div>
            <h2 className="result-card__title">找不到這筆儲值</h2>
            <div className="result-card__actions">
              <Link to="/recharge" className="btn btn--primary">
                返回儲值
              </Link>
            </div>
          </section>
        ) : query.data.status === 'cancelled' ? (
          <Cancelled />
        ) : (
          <Succeeded amount={query.data.amount} />
        )}
      </div>
    </div>
  );
}
