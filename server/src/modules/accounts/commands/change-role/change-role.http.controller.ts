// PUT /api/admin/staff-accounts/role (admin only): give a user, found by phone or uid, a role.
// Recorded on the user's stream with the admin's id; an admin cannot remove their own admin role.
import { BadRequestException, Body, Controller, HttpCode, Inject, NotFoundException, Put, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { changeRoleRequestSchema, messages, type ChangeRoleResponse, type Role, changeRoleResponseSchema } from '@shop/contracts';
import type { Request } from 'express';
import type { z } from 'zod';
import { staffMetadata } from '../../../../http/request-metadata';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, Roles } from '../../auth.guard';
import { CannotRemoveOwnAdmin, UserNotFound } from '../../domain/user.decide';
import { StaffAccountsReader } from '../../queries/staff-accounts.reader';
import type { SessionUser } from '../../sessions.service';
import { ChangeRoleCommand } from './change-role.command';
import type { RoleChanged } from './change-role.handler';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Back office')
@Controller('admin/staff-accounts')
@UseGuards(AuthGuard)
export class ChangeRoleHttpController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(StaffAccountsReader) private readonly accounts: StaffAccountsReader,
  ) {}

  @Put('role')
  @HttpCode(200)
  @Roles('admin')
  @ApiDoc({
    summary: "Give a user (by phone or uid) a role, recorded as UserRoleChanged with the admin's id; never one's own admin role",
    answer: changeRoleResponseSchema,
  })
  async change(
    @Body(validate(changeRoleRequestSchema)) body: z.output<typeof changeRoleRequestSchema>,
    @CurrentUser() staff: SessionUser,
    @Req() req: Request,
  ): Promise<ChangeRoleResponse> {
    const notFound = () => new NotFoundException({ success: false, message: messages.staffAccounts.userNotFound });
    const userId = await this.accounts.find(body.user);
    if (!userId) throw notFound();
    const metadata = staffMetadata(req, staff.userId, new Date());
    let result: RoleChanged;
    try {
      result = await this.commands.execute<ChangeRoleCommand, RoleChanged>(new ChangeRoleCommand(userId, body.role, staff.userId, metadata));
    } catch (error) {
      if (error instanceof UserNotFound) throw notFound();
      if (error instanceof CannotRemoveOwnAdmin) throw new BadRequestException({ success: false, message: messages.staffAccounts.ownAdminRole });
      throw error;
    }
    const { account } = result;
    return {
      success: true,
      message: result.changed ? messages.staffAccounts.changed : messages.staffAccounts.unchanged,
      data: { user_id: account.userId, name: account.name, phone: account.phone, role: account.role as Role, previous_role: result.from },
    };
  }
}
