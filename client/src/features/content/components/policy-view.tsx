// One policy text with its loading and error states.
import type { PolicyKey } from '@shop/contracts';
import { messages } from '@shop/contracts';
import { ErrorState, PageLoader } from '../../../components/state/state-views';
import { usePolicy } from '../api/get-policy';
import { formatDate } from '../format-date';
import { RichText } from './rich-text';

export function PolicyView({ policyKey }: { policyKey: PolicyKey }) {
  const policy = usePolicy(policyKey);
  if (policy.isPending) return <PageLoader />;
  if (policy.isError) return <ErrorState message={messages.common.loadFailed} onRetry={() => void policy.refetch()} />;
  return (
    <article className="policy card" data-testid={`policy-${policyKey}`}>
      <h2 className="policy__title">{policy.data.title}</h2>
      <p className="policy__updated">最後更新：{formatDate(policy.data.updated_at)}</p>
      <RichText text={policy.data.body} />
    </article>
  );
}
