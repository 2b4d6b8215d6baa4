// /blindbox/item/:packageId/:index — one figure of the series the package belongs to (from the
// figures catalogue): its picture, rarity, whether the member has it, and the way to its boxes.
import { Link, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { messages } from '@shop/contracts';
import { PageHeader } from '../../../components/page-header/page-header';
import { EmptyState, ErrorState, PageLoader } from '../../../components/state/state-views';
import { isApiError } from '../../../lib/api-client';
import { auth, isLoggedIn } from '../../../stores/auth.store';
import { useFigures } from '../api/blindbox-api';
import { RarityBadge } from '../components/rarity';
import './blindbox.css';

export default function BlindboxFigurePage() {
  const { packageId = '', index = '' } = useParams();
  const signedIn = isLoggedIn(useSnapshot(auth));
  const figures = useFigures(signedIn);

  if (figures.isPending) return <PageLoader />;
  const series = figures.data?.data.series.find((s) => s.package_ids.includes(packageId));
  const figure = /^\d+$/.test(index) ? series?.figures.find((f) => f.index === Number(index)) : undefined;
  return (
    <div className="page bb-page">
      <PageHeader title="公仔詳情" />
      <div className="page-body">
        {figures.isError ? (
          <ErrorState
            message={isApiError(figures.error) ? figures.error.message : messages.blindbox.loadFailed}
            onRetry={() => void figures.refetch()}
          />
        ) : !series || !figure ? (
          <EmptyState
            title="找不到這款公仔"
            action={
              <Link to="/blindbox/figures" className="btn btn--secondary btn--small">
                回到圖鑑
              </Link>
            }
          />
        ) : (
          <>
            <section className="bb-figure-detail card" data-testid="figure-detail">
              <img
                src={figure.image_url}
                alt={figure.name}
                className="bb-figure-detail__img"
                data-collected={signedIn ? figure.is_collected : true}
              />
              <h2 className="bb-figure-detail__name">{figure.name}</h2>
              <p className="bb-figure-detail__meta">
                <RarityBadge rarity={figure.rarity} />
                <span className="text-muted">{series.product_name}</span>
              </p>
              <p className="bb-figure-detail__status" data-testid="figure-status">
                {!signedIn ? messages.blindbox.loginToSeeCollection : figure.is_collected ? '已收集' : '尚未收集'}
              </p>
              <p className="text-muted num">
                系列共 {series.figures.length} 款 · 第 {figure.index + 1} 款
              </p>
            </section>
            <Link
              to={`/blindbox/detail/${encodeURIComponent(series.product_id)}`}
              className="btn btn--primary btn--block"
              data-testid="figure-go-box"
            >
              去抽盒
            </Link>
            <Link to="/blindbox/figures" className="btn btn--ghost btn--block">
              回到圖鑑
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
