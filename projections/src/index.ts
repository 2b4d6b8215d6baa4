import 'reflect-metadata';
import { userAccount } from './accounts/user-account/user-account.projection';
import { UserAccountRow } from './accounts/user-account/user-account.entity';
import { tubeBoard } from './ichiban/tube-board/tube-board.projection';
import { TubeBoardRow } from './ichiban/tube-board/tube-board.entity';
import { ProjectionCheckpointRow } from './runner/checkpoint.entity';
import { ReadModels1763800000000 } from './migrations/1763800000000-read-models';
import type { AnyProjection } from './runner/projection';

export * from './runner/event-source';
export * from './runner/projection';
export * from './runner/projection-runner';
export { ProjectionCheckpointRow } from './runner/checkpoint.entity';
export { TubeBoardRow, type TubeBoardPrize } from './ichiban/tube-board/tube-board.entity';
export { tubeBoard, remainingTickets, lockRemainSeconds } from './ichiban/tube-board/tube-board.projection';
export { UserAccountRow } from './accounts/user-account/user-account.entity';
export { userAccount } from './accounts/user-account/user-account.projection';

/** Every read model, in the order they are listed for rebuilds and health. */
export const allProjections: AnyProjection[] = [tubeBoard, userAccount];
export const readModelEntities = [ProjectionCheckpointRow, TubeBoardRow, UserAccountRow];
export const readModelMigrations = [ReadModels1763800000000];
