// What other modules may use of the member area; lint forbids reaching any other file of this module.
// The profile (accounts, GET /api/user) folds the check-in and likes streams for its badge and likedIds.
export { checkInDecider, checkInStreamId, dayOf } from './domain/check-in.decide';
export { likesDecider, likesStreamId } from './domain/likes.decide';
export { taipeiDate } from './domain/taipei-day';
export { CheckInRewardRow } from './check-in-rewards/check-in-reward.entity';
export { vipInfo, vipHistoryOf } from './domain/vip';
export { memberGrowth, MemberGrowthCache } from './queries/member-growth';
