// The kinds of order a payment through MPG may be for (a recharge here, a card order in orders):
// each says which MerchantOrderNo it owns, where the gateway calls back and sends the browser, and
// what a pending order of that number waits to be paid. The dev gateway takes only these, so that
// a TradeInfo anyone can encrypt with the public test keys can name no order and no URL of its own.
import { Injectable } from '@nestjs/common';

export interface MpgOrderKind {
  /** True when the MerchantOrderNo has this kind's form (it may still name no order). */
  owns(merchantOrderNo: string): boolean;
  /** Path on the shop's origin of the server-to-server notify. */
  notifyPath: string;
  /** Path on the shop's origin the browser is posted back to. */
  returnPath: string;
  /** The amount a pending order of this number waits for; null when the shop has no such pending order. */
  pendingAmount(merchantOrderNo: string): Promise<number | null>;
}

@Injectable()
export class MpgOrderKinds {
  private readonly kinds: MpgOrderKind[] = [];

  register(kind: MpgOrderKind): void {
    this.kinds.push(kind);
  }

  of(merchantOrderNo: string): MpgOrderKind | null {
    return this.kinds.find((k) => k.owns(merchantOrderNo)) ?? null;
  }
}
