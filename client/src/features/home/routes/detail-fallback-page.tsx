// /detail/{id}: the spec's fallback product detail (000 §2). It asks the catalogue which line the
// product belongs to and replaces itself with that line's detail page; an id the catalogue does not
// know is a shop item's, whose page says when there is no such item either.
import { Navigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { ProductDetailResponse } from '@shop/contracts';
import { ErrorState, PageLoader } from '../../../components/state/state-views';
import { apiRequest, errorMessage, isApiError } from '../../../lib/api-client';
import { PRODUCT_KINDS } from '../../../lib/product-kinds';

export default function DetailFallbackPage() {
  const { id = '' } = useParams();
  const product = useQuery({
    queryKey: ['products', 'kind', id],
    queryFn: ({ signal }) => apiRequest<ProductDetailResponse>(`/products/${encodeURIComponent(id)}`, { signal }),
  });
  const shopItem = `/shop/detail/${encodeURIComponent(id)}`;
  if (product.isPending) return <PageLoader />;
  if (product.isError) {
    if (isApiError(product.error) && (product.error.status === 404 || product.error.status === 400)) return <Navigate to={shopItem} replace />;
    return <ErrorState message={errorMessage(product.error)} onRetry={() => void product.refetch()} />;
  }
  const kind = PRODUCT_KINDS[product.data.data.type];
  return <Navigate to={kind ? `${kind.detailPath}${encodeURIComponent(id)}` : shopItem} replace />;
}
