import { Column, Entity, PrimaryColumn } from 'typeorm';

export interface ProductPrize {
  tier: string;
  name: string;
  quantity: number;
  image_url: string;
}

/** Catalogue content (plain CRUD, DESIGN.md decision 1): what a product is, not its stock. */
@Entity('products')
export class ProductRow {
  @PrimaryColumn('text')
  id!: string;

  @Column('text')
  name!: string;

  /** 0 ichiban, 1 blind box, 2 gacha. */
  @Column('int')
  type!: number;

  @Column('int')
  price!: number;

  @Column('int', { name: 'discount_price', nullable: true })
  discountPrice!: number | null;

  @Column('int', { name: 'point_price', nullable: true })
  pointPrice!: number | null;

  @Column('text', { name: 'image_url' })
  imageUrl!: string;

  @Column('jsonb')
  images!: string[];

  /** The string '1' means on sale (spec 000 §3). */
  @Column('text')
  status!: string;

  @Column('timestamptz', { name: 'release_date', nullable: true })
  releaseDate!: Date | null;

  @Column('timestamptz', { name: 'draw_date', nullable: true })
  drawDate!: Date | null;

  @Column('boolean', { name: 'allow_point_payment' })
  allowPointPayment!: boolean;

  @Column('jsonb')
  prizes!: ProductPrize[];

  @Column('text')
  description!: string;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;

  /** The staff member who created the product in the staff console (null for seeded products). */
  @Column('text', { name: 'created_by', nullable: true })
  createdBy!: string | null;

  /** The staff member who last changed it (e.g. took it off sale), and when. */
  @Column('text', { name: 'updated_by', nullable: true })
  updatedBy!: string | null;

  @Column('timestamptz', { name: 'updated_at', nullable: true })
  updatedAt!: Date | null;
}
