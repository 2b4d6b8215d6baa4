// PUT /api/user/profile: the member's name (002 §5 basic settings: required, trimmed, ≤ 30).
// An unchanged name records nothing.
import { Body, Controller, HttpCode, Inject, Put, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { messages, updateProfileRequestSchema, type UpdateProfileResponse, updateProfileResponseSchema } from '@shop/contracts';
import type { Request } from 'express';
import type { z } from 'zod';
import { userMetadata } from '../../../http/request-metadata';
import { validate } from '../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, UpdateProfileCommand, type ProfileUpdated, type SessionUser } from '../../accounts/accounts.public';
import { UserProfileReader } from '../queries/user-profile.reader';
import { ApiDoc, ApiTag } from '../../../openapi/api-doc.decorator';

@ApiTag('Accounts')
@Controller('user')
export class UpdateProfileHttpController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(UserProfileReader) private readonly profiles: UserProfileReader,
  ) {}

  @Put('profile')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiDoc({ summary: 'Update the profile', answer: updateProfileResponseSchema })
  async update(
    @Body(validate(updateProfileRequestSchema)) body: z.output<typeof updateProfileRequestSchema>,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ): Promise<UpdateProfileResponse> {
    const result = await this.commands.execute<UpdateProfileCommand, ProfileUpdated>(
      new UpdateProfileCommand(user.userId, body.name, userMetadata(req, user.userId, new Date())),
    );
    return {
      success: true,
      message: result.changed ? messages.settings.saved : messages.settings.unchanged,
      data: await this.profiles.profile(result.account),
    };
  }
}
