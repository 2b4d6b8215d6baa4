// The member's place in a blind box's line (lib/hold-line.ts): one line per box, for the next slot
// that frees. A claimed offer holds a slot: the shopper goes to it, as if they had picked it.
import { useNavigate } from 'react-router';
import type { LockSlotResponse } from '@shop/contracts';
import { memberKeys } from '../../../api/member-keys';
import { useHoldLine } from '../../../lib/hold-line';

export function usePackageLine(packageId: string | null, productId: string, signedIn: boolean) {
  const navigate = useNavigate();
  const id = packageId ?? '';
  return useHoldLine<LockSlotResponse>({
    container: 'package',
    containerId: id,
    base: `/blindbox/package/${encodeURIComponent(id)}/line`,
    queryKey: [...memberKeys.all, 'blindbox', 'package', id, 'line'],
    signedIn: signedIn && packageId !== null,
    onClaimed: ({ data }) =>
      void navigate(`/blindbox/item/${encodeURIComponent(id)}?index=${data.item_index}&product=${encodeURIComponent(productId)}`),
  });
}
