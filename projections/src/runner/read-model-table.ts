// Raw SQL over one read model's table, built once from its TypeORM entity metadata: the entity
// stays the only description of the table, while the runner's hot path skips the ORM's
// per-row work (one SELECT of a batch's rows, one multi-row upsert, one DELETE).
import type { DataSource, EntityManager, EntityMetadata } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';

/** PostgreSQL accepts at most 65,535 bind parameters in one statement. */
export const MAX_PARAMETERS = 65_000;

export class ReadModelTable<Row extends object = object> {
  private readonly metadata: EntityMetadata;
  private readonly columns: ColumnMetadata[];
  private readonly table: string;
  private readonly selectSql: string;
  private readonly deleteSql: string;
  private readonly insertHead: string;
  private readonly conflictTail: string;

  constructor(
    private readonly dataSource: DataSource,
    entity: new () => Row,
    key: string,
  ) {
    this.metadata = dataSource.getMetadata(entity);
    this.columns = this.metadata.columns;
    const keyColumn = this.metadata.findColumnWithPropertyName(key);
    if (!keyColumn) throw new Error(`${this.metadata.name} has no column for key ${key}`);
    const q = (name: string) => dataSource.driver.escape(name);
    this.table = this.metadata.schema ? `${q(this.metadata.schema)}.${q(this.metadata.tableName)}` : q(this.metadata.tableName);
    const key_ = q(keyColumn.databaseName);
    this.selectSql = `SELECT * FROM ${this.table} WHERE ${key_} = ANY($1)`;
    this.deleteSql = `DELETE FROM ${this.table} WHERE ${key_} = ANY($1)`;
    this.insertHead = `INSERT INTO ${this.table} (${this.columns.map((c) => q(c.databaseName)).join(', ')}) VALUES `;
    const updates = this.columns.filter((c) => c !== keyColumn).map((c) => `${q(c.databaseName)} = excluded.${q(c.databaseName)}`);
    this.conflictTail = ` ON CONFLICT (${key_}) ${updates.length ? `DO UPDATE SET ${updates.join(', ')}` : 'DO NOTHING'}`;
  }

  /** The stored rows with these keys, as the entity (same values TypeORM's find would give). */
  async find(m: EntityManager, keys: string[]): Promise<Row[]> {
    if (!keys.length) return [];
    const raw = (await m.query(this.selectSql, [keys])) as Record<string, unknown>[];
    const driver = this.dataSource.driver;
    return raw.map((r) => {
      const row = this.metadata.create() as Row;
      for (const c of this.columns) c.setEntityValue(row, driver.prepareHydratedValue(r[c.databaseName], c));
      return row;
    });
  }

  /** Inserts or replaces every row: one statement (a few for very large rebuild batches). */
  async upsert(m: EntityManager, rows: Row[]): Promise<void> {
    const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / this.columns.length));
    for (let start = 0; start < rows.length; start += perStatement) {
      const params: unknown[] = [];
      await m.query(this.upsertStatement(rows.slice(start, start + perStatement), params), params);
    }
  }

  async delete(m: EntityManager, keys: string[]): Promise<void> {
    if (keys.length) await m.query(this.deleteSql, [keys]);
  }

  /** The upsert of `rows` (at least one) as SQL, its values appended to `params`. */
  upsertStatement(rows: Row[], params: unknown[]): string {
    const driver = this.dataSource.driver;
    const tuples = rows.map((row) => {
      const slots = this.columns.map((c) => {
        const value: unknown = c.getEntityValue(row);
        // Absent (not null) means "the column's default", as TypeORM's own insert treats it.
        if (value === undefined) return 'DEFAULT';
        params.push(driver.preparePersistentValue(value, c));
        return `$${params.length}`;
      });
      return `(${slots.join(', ')})`;
    });
    return this.insertHead + tuples.join(', ') + this.conflictTail;
  }

  /** The delete of these keys as SQL, the key list appended to `params`. */
  deleteStatement(keys: string[], params: unknown[]): string {
    params.push(keys);
    return this.deleteSql.replace('$1', `$${params.length}`);
  }
}
