// A product's schedule, under its row on every catalogue tab: when it goes on sale (開賣時間) and
// when its draws open (開抽時間), in Taipei time. Empty means no limit. Before either, shoppers see
// the product with 目前不可購買 and the date; the server refuses every purchase until then.
import { useState, type FormEvent } from 'react';
import { productScheduleRequestSchema, type AdminProduct, type ProductScheduleRequest } from '@shop/contracts';
import { showToast } from '../../../../stores/toast.store';
import { useScheduleProduct } from '../../api/admin';
import { failureMessage } from '../../failure-message';
import { taipeiTime } from '../../timeline';
import { FormFoot } from './product-form';

/** An instant as a datetime-local field shows it in Taipei ("2026-12-01T20:00"); '' for none. */
export const taipeiInput = (iso: string | null) => (iso ? taipeiTime(iso).slice(0, 16).replace(' ', 'T') : '');

/** The row's summary of its schedule ("・2026-12-01 20:00 開賣"), empty when there is none. */
export function scheduleSummary(p: Pick<AdminProduct, 'release_date' | 'draw_date'>): string {
  const at = (iso: string) => taipeiTime(iso).slice(0, 16);
  return `${p.release_date ? `・${at(p.release_date)} 開賣` : ''}${p.draw_date ? `・${at(p.draw_date)} 開抽` : ''}`;
}

export function ScheduleForm({ product, onDone }: { product: AdminProduct; onDone: () => void }) {
  const [release, setRelease] = useState(taipeiInput(product.release_date));
  const [draw, setDraw] = useState(taipeiInput(product.draw_date));
  const [problem, setProblem] = useState<string | null>(null);
  const schedule = useScheduleProduct();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (schedule.isPending) return;
    const body: ProductScheduleRequest = { release_date: release || null, draw_date: draw || null };
    const checked = productScheduleRequestSchema.safeParse(body);
    if (!checked.success) {
      const drawTooEarly = checked.error.issues.some((i) => i.path[0] === 'draw_date' && i.code === 'custom');
      return setProblem(drawTooEarly ? '開抽時間不可早於開賣時間' : '請輸入正確的時間');
    }
    setProblem(null);
    schedule.mutate(
      { productId: product.id, ...body },
      {
        onSuccess: () => {
          const said = [release && `${release.replace('T', ' ')} 開賣`, draw && `${draw.replace('T', ' ')} 開抽`].filter(Boolean).join('、');
          showToast(said ? `「${product.name}」已排程：${said}` : `「${product.name}」已取消排程`, 'success');
          onDone();
        },
        onError: (error) => setProblem(failureMessage(error, '排程失敗')),
      },
    );
  };

  const field = (label: string, value: string, set: (v: string) => void, testId: string) => (
    <label className="staff-field">
      <span>{label}</span>
      <span className="staff-schedule__input">
        <input
          className="staff-input"
          type="datetime-local"
          value={value}
          onChange={(e) => {
            set(e.target.value);
            setProblem(null);
          }}
          data-testid={testId}
        />
        <button type="button" className="btn btn--ghost btn--small" disabled={!value} onClick={() => set('')} aria-label={`清除${label}`}>
          清除
        </button>
      </span>
    </label>
  );

  return (
    <form className="staff-form" onSubmit={onSubmit} noValidate data-testid="staff-schedule">
      <p className="text-muted">台北時間；留空表示不限。開賣前與開抽前，會員可看到商品但無法購買。</p>
      <div className="staff-grid">
        {field('開賣時間', release, setRelease, 'schedule-release')}
        {field('開抽時間', draw, setDraw, 'schedule-draw')}
      </div>
      <FormFoot problem={problem} pending={schedule.isPending} label="儲存排程" busyLabel="儲存中…" testId="schedule-save" small />
    </form>
  );
}
