import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

export interface TubeBoardPrize {
  tier: string;
  name: string;
  quantity: number;
  image_url: string;
}

/** Tickets a card order keeps while its payment is pending: its numbers, or (null) a count of the free ones. */
export interface TubeBoardReservation {
  orderId: string;
  numbers: number[] | null;
  count: number;
  /** ISO time: the order's payment deadline, when the reservation ends by itself. */
  expiresAt: string;
}

/** One row per tube: what a shopper watching the tube sees. */
@Entity('tube_board')
export class TubeBoardRow {
  @PrimaryColumn('text', { name: 'tube_id' })
  tubeId!: string;

  @Index()
  @Column('text', { name: 'product_id' })
  productId!: string;

  @Column('int', { name: 'total_tickets' })
  totalTickets!: number;

  @Column('int', { name: 'drawn_numbers', array: true })
  drawnNumbers!: number[];

  @Column('jsonb')
  prizes!: TubeBoardPrize[];

  @Column('boolean', { name: 'has_last_prize' })
  hasLastPrize!: boolean;

  /** Holder of the lock: read on the server to answer "is it mine", never sent to browsers. */
  @Column('text', { name: 'lock_user_id', nullable: true })
  lockUserId!: string | null;

  @Column('timestamptz', { name: 'lock_expires_at', nullable: true })
  lockExpiresAt!: Date | null;

  /** Card orders' reservations not yet drawn or ended (one past its expiresAt keeps nothing). */
  @Column('jsonb', { default: () => `'[]'` })
  reservations!: TubeBoardReservation[];

  /** Tier behind each drawn number (public once drawn): the live odds per tier. */
  @Column('jsonb', { name: 'drawn_tiers' })
  drawnTiers!: Record<string, string>;

  @Column('boolean', { name: 'sold_out' })
  soldOut!: boolean;

  /** SHA-256 commitment to the secret seed, from TubeOpened. */
  @Column('text')
  commitment!: string;

  /** The seed, once TubeSeedRevealed published it; null before. */
  @Column('text', { name: 'revealed_seed', nullable: true })
  revealedSeed!: string | null;

  /** The beacon round's randomness the reveal carried, mixed into the txid; null when the tube named no round. */
  @Column('text', { name: 'revealed_beacon_randomness', nullable: true })
  revealedBeaconRandomness!: string | null;

  @Column('timestamptz', { name: 'opened_at' })
  openedAt!: Date;

  /**
   * Hash of the stream's last event (tube-chain.rule.ts), at `revision`: the chain head a watcher
   * keeps to prove later that the log was not rewritten. Null only on rows built before it existed.
   */
  @Column('text', { name: 'head_hash', nullable: true })
  headHash!: string | null;

  /** Stream revision of the last event applied. */
  @Column('int')
  revision!: number;
}
