// /info/{id} and /info/detail/{id}: one article. A malformed id shows 無效的情報ID and a failed load
// 獲取情報詳情失敗, then the reader goes back to /info (spec 002 §8).
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { messages } from '@shop/contracts';
import { PageHeader } from '../../../components/page-header/page-header';
import { PageLoader } from '../../../components/state/state-views';
import { isApiError } from '../../../lib/api-client';
import { showToast } from '../../../stores/toast.store';
import { useOfficialInfo } from '../api/get-official-info';
import { RichText } from '../components/rich-text';
import { formatDate } from '../format-date';
import './content.css';

function parseId(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

export default function InfoDetailPage({ title }: { title: string }) {
  const { id: rawId } = useParams();
  const id = parseId(rawId);
  const navigate = useNavigate();
  const info = useOfficialInfo(id);

  useEffect(() => {
    const failure =
      id === null
        ? messages.info.invalidId
        : info.isError
          ? isApiError(info.error) && info.error.status === 404
            ? messages.info.invalidId
            : messages.info.detailFailed
          : null;
    if (!failure) return;
    showToast(failure, 'error');
    navigate('/info', { replace: true });
  }, [id, info.isError, info.error, navigate]);

  return (
    <div className="page">
      <PageHeader title={title} />
      <div className="page-body">
        {info.isPending && id !== null && <PageLoader />}
        {info.data && (
          <article className="article card" data-testid="info-article">
            <img className="article__image" src={info.data.main_image} alt="" width={800} height={450} fetchPriority="high" />
            <div className="article__body">
              <h1 className="article__title">{info.data.title}</h1>
              <p className="article__meta">
                <span>{formatDate(info.data.published_at)}</span>
                <span>{info.data.views.toLocaleString('zh-TW')} 次瀏覽</span>
              </p>
              <RichText text={info.data.content} />
              {info.data.images.map((src) => (
                <img key={src} className="article__extra" src={src} alt="" width={800} height={450} loading="lazy" decoding="async" />
              ))}
            </div>
          </article>
        )}
      </div>
    </div>
  );
}
