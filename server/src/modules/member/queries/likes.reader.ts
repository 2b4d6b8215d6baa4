// GET /api/likes: the member's liked products, newest like first (product_likes read model joined
// with the catalogue). A product taken off the catalogue drops out of the list.
import { Inject, Injectable } from '@nestjs/common';
import type { LikeItem } from '@shop/contracts';
import { DataSource } from 'typeorm';

@Injectable()
export class LikesReader {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async list(userId: string): Promise<LikeItem[]> {
    const rows = await this.db.query<{ id: string; type: number; name: string; price: number; discount_price: number | null; image_url: string }[]>(
      `SELECT p.id, p.type, p.name, p.price, p.discount_price, p.image_url
         FROM product_likes l JOIN products p ON p.id = l.product_id
        WHERE l.user_id = $1 ORDER BY l.liked_at DESC, l.id`,
      [userId],
    );
    return rows.map((row) => ({ id: row.id, type: row.type, name: row.name, price: row.discount_price ?? row.price, image_url: row.image_url }));
  }
}
