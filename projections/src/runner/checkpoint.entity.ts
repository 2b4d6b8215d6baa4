import { Column, Entity, PrimaryColumn } from 'typeorm';

/** How far each projection has read the log; written in the same transaction as its rows. */
@Entity('projection_checkpoints')
export class ProjectionCheckpointRow {
  @PrimaryColumn('text')
  name!: string;

  /** Position of the last event applied, as decimal strings (bigint); null before the first. */
  @Column('numeric', { name: 'commit_position', nullable: true })
  commitPosition!: string | null;

  @Column('numeric', { name: 'prepare_position', nullable: true })
  preparePosition!: string | null;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date;
}
