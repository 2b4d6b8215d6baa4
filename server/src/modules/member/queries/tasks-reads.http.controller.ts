// GET /api/user/tasks (member): every task with the current Taipei period's progress.
import { userTasksResponseSchema } from '@shop/contracts';
import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import type { UserTasksResponse } from '@shop/contracts';
import { AuthGuard, CurrentUser, type SessionUser } from '../../accounts/accounts.public';
import { TasksReader } from './tasks.reader';
import { ApiDoc, ApiTag } from '../../../openapi/api-doc.decorator';

@ApiTag('Member area')
@Controller('user/tasks')
@UseGuards(AuthGuard)
export class TasksReadsHttpController {
  constructor(@Inject(TasksReader) private readonly tasks: TasksReader) {}

  @Get()
  @ApiDoc({ summary: "Daily, weekly and monthly tasks with this Taipei period's progress", answer: userTasksResponseSchema })
  async list(@CurrentUser() user: SessionUser): Promise<UserTasksResponse> {
    return { success: true, data: await this.tasks.list(user.userId, new Date()) };
  }
}
