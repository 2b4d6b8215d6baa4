// POST /api/user/check-in: today's check-in and its reward (002 §7 "Check-in and tasks").
import { ConflictException, Controller, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { messages, type CheckedIn, type CheckInResponse, checkInResponseSchema } from '@shop/contracts';
import type { Request } from 'express';
import { userMetadata } from '../../../../http/request-metadata';
import { AuthGuard, CurrentUser, type SessionUser } from '../../../accounts/accounts.public';
import { AlreadyCheckedIn } from '../../domain/check-in.decide';
import { CheckInReader, dayConfig } from '../../queries/check-in.reader';
import { CheckInCommand } from './check-in.command';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Member area')
@Controller('user')
@UseGuards(AuthGuard)
export class CheckInHttpController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(CheckInReader) private readonly checkIns: CheckInReader,
  ) {}

  @Post('check-in')
  @HttpCode(200)
  @ApiDoc({ summary: 'Check in for today', answer: checkInResponseSchema })
  async checkIn(@CurrentUser() user: SessionUser, @Req() req: Request): Promise<CheckInResponse> {
    const now = new Date();
    try {
      const checkedIn = await this.commands.execute<CheckInCommand, CheckedIn['data']>(
        new CheckInCommand(user.userId, userMetadata(req, user.userId, now)),
      );
      return {
        success: true,
        message: messages.checkIn.succeeded,
        data: {
          day: checkedIn.cycleDay,
          reward: dayConfig(checkedIn.cycleDay, checkedIn.reward),
          user_points: await this.checkIns.points(user.userId, now),
        },
      };
    } catch (error) {
      if (error instanceof AlreadyCheckedIn) throw new ConflictException({ success: false, message: messages.checkIn.alreadyCheckedIn });
      throw error;
    }
  }
}
