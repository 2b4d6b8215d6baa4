// The one TypeORM DataSource: read models (from @shop/projections) and content tables.
// Schema changes go through migrations only; `synchronize` stays off.
import { DataSource } from 'typeorm';
import { readModelEntities, readModelMigrations } from '@shop/projections';
import { ProductRow } from '../modules/catalogue/product.entity';
import { SessionRow } from '../modules/accounts/session.entity';
import { DrawSeedRow } from '../modules/fairness/draw-seed.entity';
import { ContentAndSessions1763800000100 } from './migrations/1763800000100-content-and-sessions';

export function createDataSource(url: string, poolSize = 20): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: [...readModelEntities, ProductRow, SessionRow, DrawSeedRow],
    migrations: [...readModelMigrations, ContentAndSessions1763800000100],
    migrationsTableName: 'typeorm_migrations',
    synchronize: false,
    extra: { max: poolSize },
  });
}
