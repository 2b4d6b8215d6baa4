import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Search page hot keywords, curated by staff (spec 000 §2 "hot keywords"). */
@Entity('hot_keywords')
export class HotKeywordRow {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('text')
  keyword!: string;

  @Column('int')
  sort!: number;
}
