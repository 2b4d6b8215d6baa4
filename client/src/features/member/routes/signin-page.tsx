// /signin — 每日簽到 (領取紅利): the 7-day strip with today's reward and the doubled days, the
// check-in button, the latest winners marquee (every 4 s), the member's tasks and the rules (spec 002 §2, §4, §9).
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { constants, messages, type CheckInDayConfig, type CheckInWinner } from '@shop/contracts';
import { PageHeader } from '../../../components/page-header/page-header';
import { EmptyState, ErrorState, PageLoader } from '../../../components/state/state-views';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { isOpenPath } from '../../../lib/route-table';
import { auth } from '../../../stores/auth.store';
import { showToast } from '../../../stores/toast.store';
import { useCheckIn, useCheckInStatus, useCheckInWinners } from '../api/check-in';
import { TaskList } from '../components/task-list';
import '../member.css';

const c = constants.checkIn;
const n = (value: number) => value.toLocaleString('zh-TW');

/** What a day gives, in a few characters: +20 點, NT$10 券, +100 點＋券. */
export function rewardLabel(day: Pick<CheckInDayConfig, 'type' | 'points' | 'coupon_amount'>): string {
  if (day.type === 'coupon') return `NT$${n(day.coupon_amount)} 券`;
  if (day.type === 'combined') return `+${n(day.points)} 點＋券`;
  return `+${n(day.points)} 點`;
}

/** The same, in a sentence. */
export function rewardText(day: Pick<CheckInDayConfig, 'type' | 'points' | 'coupon_amount'>): string {
  if (day.type === 'coupon') return `NT$${n(day.coupon_amount)} 折價券`;
  if (day.type === 'combined') return `${n(day.points)} 點紅利 + NT$${n(day.coupon_amount)} 折價券`;
  return `${n(day.points)} 點紅利`;
}

const RULES = [
  `每日可簽到一次，以台灣時間（UTC+8）00:00 為新的一天。`,
  `連續簽到 ${c.cycleDays} 天為一輪，第 ${c.doubleRewardDays.join('、')} 天獎勵加倍。`,
  `中斷一天未簽到，將從第 1 天重新計算；完成第 ${c.cycleDays} 天後，隔天從第 1 天開始新的一輪。`,
  `簽到獲得的紅利自取得日起 ${constants.points.expiryYears} 年內有效；折價券請於到期前使用。`,
];

function Marquee({ winners }: { winners: readonly CheckInWinner[] }) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (winners.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % winners.length), c.winnersMarqueeIntervalMs);
    return () => clearInterval(timer);
  }, [winners.length]);
  const winner = winners[index % Math.max(1, winners.length)];
  if (!winner) return null;
  return (
    <div className="checkin-marquee" aria-live="off" data-testid="checkin-marquee">
      <span className="checkin-marquee__tag">最新獲獎</span>
      <p key={index} className="checkin-marquee__line">
        恭喜 <strong>{winner.name}</strong> 簽到第 {winner.day} 天，獲得 {rewardText(winner)}
      </p>
    </div>
  );
}

export default function SigninPage() {
  const { token } = useSnapshot(auth);
  const signedIn = Boolean(token);
  const status = useCheckInStatus(signedIn);
  const winners = useCheckInWinners();
  const checkIn = useCheckIn();

  const data = status.data?.data;
  const doneThrough = data ? (data.has_checked_in_today ? data.current_day : data.current_day - 1) : 0;
  const today = data?.reward_config.find((d) => d.day === data.current_day);

  const onCheckIn = () =>
    checkIn.mutate(undefined, {
      onSuccess: (answer) => showToast(`簽到成功！獲得 ${rewardText(answer.data.reward)}`, 'success'),
      onError: (error) => showToast(isApiError(error) && error.status === 409 ? errorMessage(error) : messages.checkIn.failed, 'error'),
    });

  return (
    <div className="page member-area">
      <PageHeader title="每日簽到" />
      <div className="page-body">
        <section className="checkin-hero" aria-label="領取紅利">
          <p className="checkin-hero__eyebrow">領取紅利</p>
          <h2 className="checkin-hero__title">
            {data ? (data.has_checked_in_today ? `今日已簽到・連續第 ${data.current_day} 天` : `今天是第 ${data.current_day} 天`) : '每天簽到領好禮'}
          </h2>
          {data && (
            <p className="checkin-hero__points">
              我的紅利{' '}
              <strong className="num" data-testid="checkin-points">
                {n(data.user_points)}
              </strong>{' '}
              點
            </p>
          )}
        </section>

        {winners.data && winners.data.data.length > 0 && <Marquee winners={winners.data.data} />}

        {!signedIn ? (
          <EmptyState
            title="登入後即可每日簽到"
            text={`連續簽到 ${c.cycleDays} 天，第 ${c.doubleRewardDays.join('、')} 天獎勵加倍`}
            action={
              <Link to="/login?redirect=%2Fsignin" className="btn btn--primary" data-testid="checkin-login">
                登入 / 註冊
              </Link>
            }
          />
        ) : status.isError ? (
          <ErrorState message={errorMessage(status.error)} onRetry={() => void status.refetch()} />
        ) : !data ? (
          <PageLoader />
        ) : (
          <section className="card checkin-card" aria-labelledby="checkin-strip-title">
            <h2 id="checkin-strip-title" className="section-title">
              {c.cycleDays} 日簽到獎勵
            </h2>
            <ol className="checkin-strip" data-testid="checkin-strip">
              {data.reward_config.map((day) => {
                const state = day.day <= doneThrough ? 'done' : day.day === data.current_day ? 'today' : 'later';
                return (
                  <li key={day.day} className={`checkin-day checkin-day--${state}`} data-testid={`checkin-day-${day.day}`} data-state={state}>
                    {day.doubled && <span className="checkin-day__double">雙倍</span>}
                    <span className="checkin-day__label">第 {day.day} 天</span>
                    <span className="checkin-day__reward num">{state === 'done' ? '✓' : rewardLabel(day)}</span>
                  </li>
                );
              })}
            </ol>
            {today && (
              <p className="checkin-today" data-testid="checkin-today">
                {data.has_checked_in_today ? '今日已領取：' : '今日可領：'}
                <strong>{rewardText(today)}</strong>
                {today.doubled && <span className="checkin-today__double">雙倍日</span>}
              </p>
            )}
            <button
              type="button"
              className="btn btn--primary btn--block"
              disabled={data.has_checked_in_today || checkIn.isPending}
              onClick={onCheckIn}
              data-testid="checkin-button"
            >
              {data.has_checked_in_today ? '今日已簽到' : checkIn.isPending ? '簽到中…' : '立即簽到'}
            </button>
            {isOpenPath('/bean') && (
              <Link to="/bean" className="checkin-card__link">
                查看我的紅利
              </Link>
            )}
          </section>
        )}

        {signedIn && <TaskList />}

        <section className="card checkin-rules" aria-labelledby="checkin-rules-title">
          <h2 id="checkin-rules-title" className="section-title">
            簽到規則
          </h2>
          <ol className="member-rules">
            {RULES.map((rule, index) => (
              <li key={rule}>
                <span className="member-rules__dot num">{index + 1}</span>
                <span>{rule}</span>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}
