// /blindbox/result?order_id&product_id&package_id — what the order drew, with 再抽一次 and 前往盒櫃.
// No result found: 沒有找到抽盒結果，返回首頁 and home.
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@shop/contracts';
import { PageHeader } from '../../../components/page-header/page-header';
import { PageLoader } from '../../../components/state/state-views';
import { showToast } from '../../../stores/toast.store';
import { resultQueryOptions } from '../api/blindbox-api';
import { RarityBadge } from '../components/rarity';
import './blindbox.css';

export default function BlindboxResultPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const orderId = params.get('order_id') ?? '';
  const result = useQuery({ ...resultQueryOptions(orderId), enabled: orderId !== '', retry: false });
  const failed = orderId === '' || result.isError;

  useEffect(() => {
    if (!failed) return;
    showToast(messages.blindbox.resultNotFound, 'error');
    navigate('/', { replace: true });
  }, [failed, navigate]);

  if (!result.data) return <PageLoader />;
  const data = result.data.data;
  return (
    <div className="page bb-page">
      <PageHeader title="抽盒結果" />
      <div className="page-body">
        <ul className="bb-results" data-testid="blindbox-result">
          {data.items.map((item) => (
            <li key={item.item_index} className="bb-result card">
              <img src={item.item_image_url} alt="" />
              <div>
                <p className="bb-result__name">{item.item_name}</p>
                <RarityBadge rarity={item.rarity} />
                <p className="text-muted num">第 {item.item_index + 1} 號盒</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="bb-result__actions">
          <Link
            className="btn btn--secondary"
            to={`/blindbox/detail/${encodeURIComponent(data.product_id)}?package=${encodeURIComponent(data.package_id)}`}
          >
            再抽一次
          </Link>
          <Link className="btn btn--primary" to="/box" data-testid="go-to-box">
            前往盒櫃
          </Link>
        </div>
      </div>
    </div>
  );
}
