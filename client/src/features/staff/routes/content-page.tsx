// /staff/content — the home page's banners (add, remove), the marquee notices and the hot search
// keywords (add), on the back office's content API. Banners and keywords are listed from the
// shop's own public reads, so what is shown is what shoppers see; the marquee's public read shows
// recent wins once there are any, so notices are only added here.
import { showToast } from '../../../stores/toast.store';
import { useBannersForStaff, useDeleteContent, useHotKeywordsForStaff } from '../api/admin';
import { ContentCard, QueryList } from '../components/content-card';
import { failureMessage } from '../failure-message';

const isLink = (v: string) => /^\/(?!\/)/.test(v) || /^https:\/\//.test(v);

export default function ContentPage() {
  const banners = useBannersForStaff();
  const remove = useDeleteContent('banners');
  const keywords = useHotKeywordsForStaff();
  return (
    <>
      <ContentCard
        kind="banners"
        testId="content-banners"
        title={`首頁 Banner${banners.data ? `（${banners.data.length}）` : ''}`}
        fields={[
          { name: 'image', label: 'Banner 圖片網址', placeholder: '圖片網址', maxLength: 500 },
          { name: 'link', label: 'Banner 連結', placeholder: '點擊連結（可留空）', maxLength: 500 },
        ]}
        check={(v) => (!isLink(v.image ?? '') ? '圖片網址需以 / 或 https:// 開頭' : v.link && !isLink(v.link) ? '連結需以 / 或 https:// 開頭' : null)}
        body={(v) => ({ image_url: v.image, link: v.link })}
        added="已新增 Banner"
      >
        <QueryList query={banners} empty="目前沒有 Banner">
          {(list) => (
            <ul className="staff-products">
              {list.map((b) => (
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
        </QueryList>
      </ContentCard>
      <ContentCard
        kind="notices"
        testId="content-notices"
        title="跑馬燈公告"
        hint="商城尚無中獎紀錄時，跑馬燈輪播這些公告（最新的在前）；有中獎紀錄後改播中獎消息。"
        fields={[{ name: 'text', label: '公告內容', placeholder: '公告內容', maxLength: 200 }]}
        check={(v) => (v.text ? null : '請輸入公告內容')}
        body={(v) => ({ text: v.text })}
        added="已新增跑馬燈公告"
      />
      <ContentCard
        kind="hot-keywords"
        testId="content-keywords"
        title="熱門搜尋關鍵字"
        fields={[{ name: 'keyword', label: '關鍵字', placeholder: '關鍵字', maxLength: 30 }]}
        check={(v) => (v.keyword ? null : '請輸入關鍵字')}
        body={(v) => ({ keyword: v.keyword })}
        added="已新增熱門關鍵字"
      >
        <QueryList query={keywords} empty="目前沒有熱門關鍵字">
          {(list) => (
            <p className="staff-chips">
              {list.map((k) => (
                <span key={k} className="chip" data-testid="content-keyword">
                  {k}
                </span>
              ))}
            </p>
          )}
        </QueryList>
      </ContentCard>
    </>
  );
}
