import type { EntityTarget, ObjectLiteral } from 'typeorm';

/** Creates (no id) or updates an editorial row: banners, cover promos, notices, official info, notifications, hot keywords. */
export class SaveContentCommand<T extends ObjectLiteral = ObjectLiteral> {
  constructor(
    readonly table: EntityTarget<T>,
    readonly id: number | null,
    readonly values: Partial<T>,
    /** The admin who writes it, recorded with the write. */
    readonly staffId: string,
    readonly now: Date,
  ) {}
}
