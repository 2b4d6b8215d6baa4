// A box write answers once the box read model shows it (bounded): the page refetches the box right
// after a select, an unselect or a shipment, and must not get the items back as they were.
import type { DataSource } from 'typeorm';
import type { BoxItemStatus } from '@shop/contracts';
import { ReadModelNotCaughtUpError, type ProjectionCommits } from '../../../platform/projection-commits';

export async function untilBoxShows(
  commits: ProjectionCommits,
  db: DataSource,
  userId: string,
  itemIds: readonly string[],
  status: BoxItemStatus,
): Promise<void> {
  const ids = [...new Set(itemIds)];
  try {
    await commits.waitFor(
      'box-item',
      async () => {
        const [{ n }]: { n: string }[] = await db.query(
          'SELECT count(*) AS n FROM box_items WHERE user_id = $1 AND item_id = ANY($2) AND status = $3',
          [userId, ids, status],
        );
        return Number(n) === ids.length;
      },
      2000,
    );
  } catch (error) {
    // Past the bound the answer goes anyway: the write itself is done.
    if (!(error instanceof ReadModelNotCaughtUpError)) throw error;
  }
}
