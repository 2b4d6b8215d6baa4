// A draw result by its share code: what anyone holding the code may see (the replay link works logged
// out). The public route answers it, and the server paints the draw screen's first view from it.
import { Inject, Injectable } from '@nestjs/common';
import type { DrawResultResponse } from '@shop/contracts';
import { DrawCodeService } from '../draw-code/draw-code.service';
import { toDrawResult } from '../draw-results';
import { OrderReader } from './order.reader';

@Injectable()
export class PublicDrawResultReader {
  constructor(
    @Inject(OrderReader) private readonly orders: OrderReader,
    @Inject(DrawCodeService) private readonly codes: DrawCodeService,
  ) {}

  /** null for a forged code or an order not fulfilled (yet). */
  async byCode(code: string): Promise<DrawResultResponse | null> {
    const orderId = this.codes.orderIdOf(code);
    if (!orderId) return null;
    const order = await this.orders.load(orderId);
    return order.status === 'fulfilled' ? toDrawResult(order, code) : null;
  }
}
