// PUT /api/admin/content/policies/{key} (admin role only).
import { Body, Controller, HttpCode, Inject, Param, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { adminPolicySchema, policyKeySchema, type PolicyKey, okResponseSchema } from '@shop/contracts';
import type { z } from 'zod';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, Roles, type SessionUser } from '../../../accounts/accounts.public';
import { PutPolicyCommand } from './put-policy.command';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Back office')
@Controller('admin/content')
@UseGuards(AuthGuard)
@Roles('admin')
export class PutPolicyHttpController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Put('policies/:key')
  @HttpCode(200)
  @ApiDoc({ summary: 'Replace a policy page', answer: okResponseSchema })
  async putPolicy(
    @CurrentUser() staff: SessionUser,
    @Param('key', validate(policyKeySchema)) key: PolicyKey,
    @Body(validate(adminPolicySchema)) p: z.infer<typeof adminPolicySchema>,
  ) {
    await this.commands.execute(new PutPolicyCommand(key, p.title, p.body, new Date(), staff.userId));
    return { success: true as const };
  }
}
