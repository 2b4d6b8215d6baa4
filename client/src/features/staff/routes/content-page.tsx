// /staff/content — the home page's banners (add, remove), the marquee notices and the hot search
// keywords (add), on the back office's content API. Banners and keywords are listed from the
// shop's own public reads, so what is shown is what shoppers see; the marquee's public read shows
// recent wins once there are any, so notices are only added here.
import { useState, type FormEvent } from 'react';
import { showToast } from '../../../stores/toast.store';
import { useBannersForStaff, useDeleteContent, useHotKeywordsForStaff, useSaveContent } from '../api/admin';
import { failureMessage } from '../failure-message';

const isLink = (v: string) => /^\/(?!\/)/.test(v) || /^https:\/\//.test(v);

export default function ContentPage() {
  return (
    <>
      <BannersCard />
      <NoticesCard />
      <HotKeywordsCard />
    </>
  );
}

function BannersCard() {
  const banners = useBannersForStaff();
  const save = useSaveContent('banners');
  const remove = useDeleteContent('banners');
  const [image, setImage] = useState('');
  const [link, setLink] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending) return;
    if (!isLink(image.trim())) return setProblem('圖片網址需以 / 或 https:// 開頭');
    if (link.trim() && !isLink(link.trim())) return setProblem('連結需以 / 或 https:// 開頭');
    setProblem(null);
    save.mutate(
      { image_url: image.trim(), link: link.trim() },
      {
        onSuccess: () => {
          setImage('');
          setLink('');
          showToast('已新增 Banner', 'success');
        },
        onError: (error) => setProblem(failureMessage(error, '儲存失敗')),
      },
    );
  };

  return (
    <section className="card staff-card" data-testid="content-banners">
      <h1 className="section-title">首頁 Banner{banners.data ? `（${banners.data.length}）` : ''}</h1>
      {banners.isPending ? (
        <p className="text-muted">載入中…</p>
      ) : banners.isError ? (
        <p className="staff-error">{failureMessage(banners.error, '讀取失敗')}</p>
      ) : banners.data.length === 0 ? (
        <p className="text-muted">目前沒有 Banner</p>
      ) : (
        <ul className="staff-products">
          {banners.data.map((b) => (
            <li key={b.id} className="staff-product" data-testid="content-banner">
              <img src={b.image_url} alt="" className="staff-banner__image" loading="lazy" />
              <div className="staff-product__info">
                <span className="staff-mono">{b.image_url}</span>
                <span className="text-muted">{b.link || '（無連結）'}</span>
              </div>
              <button
                type="button"
                className="btn btn--ghost btn--small"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(b.id, {
                    onSuccess: () => showToast('已移除 Banner', 'success'),
                    onError: (error) => showToast(failureMessage(error, '移除失敗'), 'error'),
                  })
                }
              >
                移除
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="staff-ship" onSubmit={onSubmit} noValidate>
        <input
          className="staff-input"
          value={image}
          onChange={(e) => setImage(e.target.value)}
          placeholder="圖片網址"
          aria-label="Banner 圖片網址"
          maxLength={500}
        />
        <input
          className="staff-input"
          value={link}
          onChange={(e) => setLink(e.target.value)}
          placeholder="點擊連結（可留空）"
          aria-label="Banner 連結"
          maxLength={500}
        />
        <button type="submit" className="btn btn--primary btn--small" disabled={save.isPending}>
          新增
        </button>
        {problem ? (
          <p className="staff-error" role="alert">
            {problem}
          </p>
        ) : null}
      </form>
    </section>
  );
}

function NoticesCard() {
  const save = useSaveContent('notices');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending) return;
    if (!text.trim()) return setProblem('請輸入公告內容');
    setProblem(null);
    save.mutate(
      { text: text.trim() },
      {
        onSuccess: () => {
          setText('');
          showToast('已新增跑馬燈公告', 'success');
        },
        onError: (error) => setProblem(failureMessage(error, '儲存失敗')),
      },
    );
  };

  return (
    <section className="card staff-card" data-testid="content-notices">
      <h1 className="section-title">跑馬燈公告</h1>
      <p className="text-muted">商城尚無中獎紀錄時，跑馬燈輪播這些公告（最新的在前）；有中獎紀錄後改播中獎消息。</p>
      <form className="staff-search" onSubmit={onSubmit} noValidate>
        <input
          className="staff-input"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="公告內容"
          aria-label="公告內容"
          maxLength={200}
        />
        <button type="submit" className="btn btn--primary btn--small" disabled={save.isPending}>
          新增
        </button>
      </form>
      {problem ? (
        <p className="staff-error" role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}

function HotKeywordsCard() {
  const keywords = useHotKeywordsForStaff();
  const save = useSaveContent('hot-keywords');
  const [keyword, setKeyword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending) return;
    if (!keyword.trim()) return setProblem('請輸入關鍵字');
    setProblem(null);
    save.mutate(
      { keyword: keyword.trim() },
      {
        onSuccess: () => {
          setKeyword('');
          showToast('已新增熱門關鍵字', 'success');
        },
        onError: (error) => setProblem(failureMessage(error, '儲存失敗')),
      },
    );
  };

  return (
    <section className="card staff-card" data-testid="content-keywords">
      <h1 className="section-title">熱門搜尋關鍵字</h1>
      {keywords.isPending ? (
        <p className="text-muted">載入中…</p>
      ) : keywords.isError ? (
        <p className="staff-error">{failureMessage(keywords.error, '讀取失敗')}</p>
      ) : keywords.data.length === 0 ? (
        <p className="text-muted">目前沒有熱門關鍵字</p>
      ) : (
        <p className="staff-chips">
          {keywords.data.map((k) => (
            <span key={k} className="chip" data-testid="content-keyword">
              {k}
            </span>
          ))}
        </p>
      )}
      <form className="staff-search" onSubmit={onSubmit} noValidate>
        <input
          className="staff-input"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          placeholder="關鍵字"
          aria-label="關鍵字"
          maxLength={30}
        />
        <button type="submit" className="btn btn--primary btn--small" disabled={save.isPending}>
          新增
        </button>
      </form>
      {problem ? (
        <p className="staff-error" role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
