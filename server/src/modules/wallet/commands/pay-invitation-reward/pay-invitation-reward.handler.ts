import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PayInvitationRewardCommand } from '../../../accounts/accounts.public';
import type { Wallet } from '../../domain/wallet.state';
import { AdjustPointsCommand } from '../adjust-points/adjust-points.command';

/** An invitation's points, paid as any points reward: once per reference, a year before they expire. */
@CommandHandler(PayInvitationRewardCommand)
export class PayInvitationRewardHandler implements ICommandHandler<PayInvitationRewardCommand, Wallet> {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  execute({ reward, metadata }: PayInvitationRewardCommand): Promise<Wallet> {
    return this.commands.execute<AdjustPointsCommand, Wallet>(
      new AdjustPointsCommand(
        { userId: reward.userId, delta: reward.points, reason: 'phone_binding', reference: reward.reference, description: reward.description },
        metadata,
      ),
    );
  }
}
