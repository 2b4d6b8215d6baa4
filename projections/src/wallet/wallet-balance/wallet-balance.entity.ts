import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One row per wallet: token and bonus-point balances for lists and other modules (member
 * centre, support). Points here include lots past their expiry until PointsExpired records it;
 * the wallet's own endpoints read the stream for the exact figure.
 */
@Entity('wallet_balances')
export class WalletBalanceRow {
  @PrimaryColumn('text', { name: 'user_id' })
  userId!: string;

  @Column('int')
  tokens!: number;

  @Column('int')
  points!: number;

  @Column('int')
  revision!: number;
}
