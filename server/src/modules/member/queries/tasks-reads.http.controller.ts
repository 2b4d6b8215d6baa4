// GET /api/user/tasks (member): every task with the current Taipei period's progress.
import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import type { UserTasksResponse } from '@shop/contracts';
import { AuthGuard, CurrentUser, type SessionUser } from '../../accounts/accounts.public';
import { TasksReader } from './tasks.reader';

@Controller('user/tasks')
@UseGuards(AuthGuard)
export class TasksReadsHttpController {
  constructor(@Inject(TasksReader) private readonly tasks: TasksReader) {}

  @Get()
  async list(@CurrentUser() user: SessionUser): Promise<UserTasksResponse> {
    return { success: true, data: await this.tasks.list(user.userId, new Date()) };
  }
}
