// /likes — 我的收藏: the member's liked products, newest first, each with its heart to unlike it
// and a link to its page when that line is open (spec 002 §2, §3).
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import type { LikeItem } from '@shop/contracts';
import { LikeButton } from '../../../components/like-button/like-button';
import { PageHeader } from '../../../components/page-header/page-header';
import { EmptyState, ErrorState, PageLoader } from '../../../components/state/state-views';
import { errorMessage } from '../../../lib/api-client';
import { useProfile } from '../../../api/get-profile';
import { PRODUCT_KINDS, isProductTypeOpen } from '../../../lib/product-kinds';
import { auth } from '../../../stores/auth.store';
import { useLikes } from '../api/likes';
import '../member.css';

/** type 0 ichiban, 1 blind box, 2 gacha, anything else the shop (002 §3). */
const kindLabel = (type: number) => PRODUCT_KINDS[type]?.label ?? '商城';

function LikeRow({ item }: { item: LikeItem }) {
  const kind = PRODUCT_KINDS[item.type];
  const body = (
    <>
      <img src={item.image_url} alt="" width={72} height={72} loading="lazy" decoding="async" />
      <span className="like-row__body">
        <span className="chip">{kindLabel(item.type)}</span>
        <span className="like-row__name">{item.name}</span>
        <span className="like-row__price">
          <span className="num">{item.price.toLocaleString('zh-TW')}</span> 元{kind ? `／${kind.unit}` : ''}
        </span>
      </span>
    </>
  );
  return (
    <li className="like-row" data-testid={`liked-${item.id}`}>
      {kind && isProductTypeOpen(item.type) ? (
        <Link to={`${kind.detailPath}${item.id}`} className="like-row__main">
          {body}
        </Link>
      ) : (
        <div className="like-row__main">{body}</div>
      )}
      <LikeButton productId={item.id} className="like-row__heart" />
    </li>
  );
}

export default function LikesPage() {
  const { token } = useSnapshot(auth);
  const signedIn = Boolean(token);
  const likes = useLikes(signedIn);
  const profile = useProfile(signedIn);
  // The read model may lag a toggle just made; the profile's likedIds are folded from the member's
  // own stream, so an unliked product leaves the list at once.
  const likedIds = profile.data?.data.likedIds;
  const items = likes.data?.data.filter((item) => !likedIds || likedIds.includes(item.id));

  return (
    <div className="page member-area">
      <PageHeader title="我的收藏" />
      <div className="page-body">
        {!signedIn ? (
          <EmptyState
            title="登入後即可收藏喜歡的商品"
            action={
              <Link to="/login?redirect=%2Flikes" className="btn btn--primary" data-testid="likes-login">
                登入 / 註冊
              </Link>
            }
          />
        ) : likes.isError ? (
          <ErrorState message={errorMessage(likes.error)} onRetry={() => void likes.refetch()} />
        ) : !items ? (
          <PageLoader />
        ) : items.length === 0 ? (
          <EmptyState
            title="還沒有收藏的商品"
            text="在商品上點愛心，就能在這裡找到它"
            action={
              <Link to="/" className="btn btn--primary btn--small">
                去逛逛
              </Link>
            }
          />
        ) : (
          <ul className="likes-list" data-testid="likes-list">
            {items.map((item) => (
              <LikeRow key={item.id} item={item} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
