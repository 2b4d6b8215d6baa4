import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** One row per product a member likes now (/likes); an unlike deletes it. */
@Entity('product_likes')
@Index(['userId', 'likedAt'])
export class ProductLikeRow {
  /** `<userId>:<productId>`. */
  @PrimaryColumn('text')
  id!: string;

  @Column('text', { name: 'user_id' })
  userId!: string;

  @Column('text', { name: 'product_id' })
  productId!: string;

  @Column('timestamptz', { name: 'liked_at' })
  likedAt!: Date;

  @Column('int')
  revision!: number;
}
