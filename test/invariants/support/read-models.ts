// The read models as rows, to compare the live ones with those rebuilt from the log.
import { ProjectionCheckpointRow, readModelEntities } from '@shop/projections';
import type { DataSource } from 'typeorm';

/** Every read-model table, each sorted by its primary key, checkpoints left out. */
export async function snapshotReadModels(db: DataSource): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const entity of readModelEntities) {
    if (entity === ProjectionCheckpointRow) continue;
    const repo = db.getRepository(entity);
    const order = Object.fromEntries(repo.metadata.primaryColumns.map((c) => [c.propertyName, 'ASC' as const]));
    out[repo.metadata.tableName] = (await repo.find({ order })).map((r) => ({ ...r }));
  }
  return out;
}
