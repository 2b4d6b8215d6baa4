import type { EntityTarget, ObjectLiteral } from 'typeorm';

/** Deletes an editorial row. */
export class DeleteContentCommand {
  constructor(
    readonly table: EntityTarget<ObjectLiteral>,
    readonly id: number,
    /** The admin who deletes it, recorded with the deletion. */
    readonly staffId: string,
    readonly now: Date,
  ) {}
}
