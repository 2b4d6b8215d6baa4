// 每日任務 on /signin: daily, weekly and monthly tasks in tabs (002 §3 "Task", §4, §9), each with
// its progress, a claim button once finished, and a "go" button to the home tab where the task is
// done (kuji 1, shop 2, tool_usage 2, gacha 3).
import { useState } from 'react';
import { Link } from 'react-router';
import { constants, messages, type TaskCategory, type TaskPeriod, type UserTask } from '@shop/contracts';
import { EmptyState, ErrorState, PageLoader } from '../../../components/state/state-views';
import { OPEN_HOME_TABS } from '../../../lib/home-tabs';
import { showToast } from '../../../stores/toast.store';
import { useClaimTask, useTasks } from '../api/tasks';

export const TASK_TABS: readonly { key: TaskPeriod; label: string }[] = [
  { key: 'daily', label: '每日任務' },
  { key: 'weekly', label: '每週任務' },
  { key: 'monthly', label: '每月任務' },
];

const tabIndex: Partial<Record<TaskCategory, number>> = {
  ...constants.taskTabIndex,
  blindbox: constants.layout.activeTabIndex.blindbox,
};

/** The home tab a task is done on; null for check-in tasks (done on this page). */
export function taskGoPath(category: TaskCategory): string | null {
  const index = tabIndex[category];
  return index === undefined ? null : (OPEN_HOME_TABS.find((t) => t.index === index)?.path ?? null);
}

function TaskRow({ task, claiming, onClaim }: { task: UserTask; claiming: boolean; onClaim: () => void }) {
  const go = taskGoPath(task.task.category);
  const percent = Math.round((task.current_value / task.target_value) * 100);
  return (
    <li className="task-row" data-testid={`task-${task.id}`} data-status={task.status}>
      <span className="task-row__body">
        <span className="task-row__name">{task.task.name}</span>
        <span className="task-row__desc">{task.task.description}</span>
        <span className="task-row__progress">
          <span className="task-row__bar" aria-hidden="true">
            <span style={{ width: `${percent}%` }} />
          </span>
          <span className="num" data-testid={`task-progress-${task.id}`}>
            {task.current_value}/{task.target_value}
          </span>
        </span>
      </span>
      <span className="task-row__side">
        <span className="task-row__reward num">+{task.task.growth_points} 成長值</span>
        {task.status === 'claimed' ? (
          <button type="button" className="btn btn--small btn--ghost" disabled>
            已領取
          </button>
        ) : task.can_claim ? (
          <button type="button" className="btn btn--primary btn--small" disabled={claiming} onClick={onClaim} data-testid={`task-claim-${task.id}`}>
            {claiming ? '領取中…' : '領取'}
          </button>
        ) : go ? (
          <Link to={go} className="btn btn--small btn--secondary" data-testid={`task-go-${task.id}`}>
            去完成
          </Link>
        ) : (
          <span className="task-row__todo">進行中</span>
        )}
      </span>
    </li>
  );
}

export function TaskList() {
  const [tab, setTab] = useState<TaskPeriod>('daily');
  const tasks = useTasks(true);
  const claim = useClaimTask();
  const all = tasks.data?.data ?? [];
  const shown = all.filter((t) => t.task.period === tab);
  const claimable = (period: TaskPeriod) => all.filter((t) => t.task.period === period && t.can_claim).length;

  const onClaim = (task: UserTask) =>
    claim.mutate(task.id, {
      onSuccess: (answer) => showToast(`領取成功！獲得 ${answer.data.growth_points} 成長值`, 'success'),
      onError: () => showToast(messages.tasks.claimFailed, 'error'),
    });

  return (
    <section className="card task-card" aria-labelledby="task-title">
      <h2 id="task-title" className="section-title">
        任務中心
      </h2>
      <div className="segmented member-tabs" role="tablist" aria-label="任務分類">
        {TASK_TABS.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            aria-selected={t.key === tab}
            className="segmented__item member-tabs__item"
            onClick={() => setTab(t.key)}
            data-testid={`task-tab-${t.key}`}
          >
            {t.label}
            {claimable(t.key) > 0 && <span className="segmented__count member-tabs__count">{claimable(t.key)}</span>}
          </button>
        ))}
      </div>
      {tasks.isPending ? (
        <PageLoader />
      ) : tasks.isError ? (
        <ErrorState message={messages.tasks.loadFailed} onRetry={() => void tasks.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState title="目前沒有任務" />
      ) : (
        <ul className="task-list" role="tabpanel" data-testid="task-list">
          {shown.map((task) => (
            <TaskRow key={task.id} task={task} claiming={claim.isPending && claim.variables === task.id} onClaim={() => onClaim(task)} />
          ))}
        </ul>
      )}
      <p className="task-card__note">任務依台灣時間重置：每日 00:00、每週一、每月 1 日。成長值計入 VIP 等級。</p>
    </section>
  );
}
