// POST /api/notifications/{id}/read (spec 002 §7).
import { Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { notificationIdSchema, okResponseSchema } from '@shop/contracts';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, type SessionUser } from '../../../accounts/accounts.public';
import { MarkNotificationReadCommand } from './mark-notification-read.command';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Content')
@Controller('notifications')
export class MarkNotificationReadHttpController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post(':id/read')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiDoc({ summary: 'Mark a notification read', answer: okResponseSchema })
  async markRead(@Param('id', validate(notificationIdSchema)) id: number | string, @CurrentUser() user: SessionUser): Promise<{ success: true }> {
    await this.commands.execute(new MarkNotificationReadCommand(id, user.userId));
    return { success: true };
  }
}
