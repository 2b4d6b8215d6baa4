// The blind-box commands' refusals as the spec's answers (002 §8 "Blind box").
import { HttpException } from '@nestjs/common';
import { messages } from '@shop/contracts';
import { PurchaseRefused } from '../../../purchases/purchase-core';
import { CouponNotUsable, InsufficientPoints, InsufficientTokens, NoToolCard } from '../../wallet/wallet.public';
import {
  NoHintPossible,
  PackageAlreadySoldOut,
  PackageNotOpen,
  SlotCooldown,
  SlotHeldElsewhere,
  SlotLockedByOther,
  SlotNeedsFunds,
  SlotNotHeld,
  SlotUnavailable,
} from '../domain/package.decide';

const m = messages.blindbox;
const fail = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  new HttpException({ success: false, message, ...extra }, status);

/** The refusal's answer; anything else is thrown on unchanged (a 500, or the global filter's 409 for conflicts). */
export function blindboxFailure(error: unknown): unknown {
  const cause = error instanceof PurchaseRefused ? error.cause : error;
  if (cause instanceof SlotLockedByOther) return fail(423, m.slotBeingPicked, { remain: cause.remainSeconds });
  // A slot is held for a buyer: one who can pay for a draw, holds nothing else, and does not let holds lapse again and again.
  if (cause instanceof SlotNeedsFunds) return fail(402, cause.message);
  if (cause instanceof SlotHeldElsewhere)
    return fail(409, cause.message, { held: cause.heldKind === 'tube' ? { tube_id: cause.heldContainerId } : { package_id: cause.heldContainerId } });
  if (cause instanceof SlotCooldown) return fail(429, cause.message, { remain: cause.remainSeconds });
  if (cause instanceof PackageAlreadySoldOut) return fail(409, m.soldOut);
  if (cause instanceof SlotUnavailable) return fail(409, m.operationFailed);
  if (cause instanceof SlotNotHeld) return fail(409, m.refreshedPickAgain);
  if (cause instanceof PackageNotOpen) return fail(404, m.currentPackageUnavailable);
  if (cause instanceof NoToolCard) return fail(400, cause.message);
  if (cause instanceof NoHintPossible) return fail(409, m.useHintFailed);
  if (cause instanceof InsufficientTokens) return fail(400, messages.balance.insufficientRedirect);
  if (cause instanceof InsufficientPoints) return fail(400, messages.points.insufficient);
  if (cause instanceof CouponNotUsable) return fail(400, cause.message);
  return error;
}
