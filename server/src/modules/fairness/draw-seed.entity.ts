import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The secret seed behind a tube's layout. Only its commitment is in the event log until the
 * tube sells out and `TubeSeedRevealed` publishes it. Never served to browsers before that.
 */
@Entity('draw_seeds')
export class DrawSeedRow {
  @PrimaryColumn('text', { name: 'stream_id' })
  streamId!: string;

  @Column('text', { name: 'seed_hex' })
  seedHex!: string;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;
}
