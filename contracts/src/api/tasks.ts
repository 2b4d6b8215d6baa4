// Daily, weekly and monthly tasks (002 §3 "Task", §4, §7 "Check-in and tasks", §9 tab indices).
// The task table is fixed here; progress is counted from the member's real activity in the
// current Taipei period, and a finished task's growth points are claimed once per period.
import { z } from 'zod';
import { messages } from '../messages/messages';

export const taskPeriodSchema = z.enum(['daily', 'weekly', 'monthly']);
export type TaskPeriod = z.infer<typeof taskPeriodSchema>;

/** What a task counts; kuji, shop, tool_usage and gacha open a home tab (constants.taskTabIndex). */
export const taskCategorySchema = z.enum(['check_in', 'kuji', 'gacha', 'blindbox', 'shop', 'tool_usage']);
export type TaskCategory = z.infer<typeof taskCategorySchema>;

export interface TaskDefinition {
  id: string;
  period: TaskPeriod;
  category: TaskCategory;
  name: string;
  description: string;
  /** How many check-in days, paid orders or tool uses finish the task within its period. */
  target: number;
  growthPoints: number;
}

export const taskTable: readonly TaskDefinition[] = [
  { id: 'daily-check-in', period: 'daily', category: 'check_in', name: '每日簽到', description: '完成今日簽到', target: 1, growthPoints: 5 },
  { id: 'daily-kuji', period: 'daily', category: 'kuji', name: '抽一番賞', description: '今日購買一次一番賞', target: 1, growthPoints: 10 },
  { id: 'daily-gacha', period: 'daily', category: 'gacha', name: '轉扭蛋', description: '今日購買一次扭蛋', target: 1, growthPoints: 10 },
  { id: 'weekly-blindbox', period: 'weekly', category: 'blindbox', name: '拆盲盒', description: '本週購買 3 次盲盒', target: 3, growthPoints: 30 },
  { id: 'weekly-shop', period: 'weekly', category: 'shop', name: '逛商城', description: '本週在商城下單一次', target: 1, growthPoints: 20 },
  {
    id: 'weekly-tool',
    period: 'weekly',
    category: 'tool_usage',
    name: '使用道具卡',
    description: '本週使用 2 張道具卡',
    target: 2,
    growthPoints: 20,
  },
  {
    id: 'monthly-check-in',
    period: 'monthly',
    category: 'check_in',
    name: '月簽到達人',
    description: '本月簽到 20 天',
    target: 20,
    growthPoints: 100,
  },
  {
    id: 'monthly-kuji',
    period: 'monthly',
    category: 'kuji',
    name: '一番賞收藏家',
    description: '本月購買 10 次一番賞',
    target: 10,
    growthPoints: 150,
  },
];

export const taskStatusSchema = z.enum(['in_progress', 'completed', 'claimed']);
export type TaskStatus = z.infer<typeof taskStatusSchema>;

/** GET /api/user/tasks (user auth): every task with this period's progress. */
export const userTaskSchema = z.object({
  id: z.string(),
  status: taskStatusSchema,
  current_value: z.number().int().nonnegative(),
  target_value: z.number().int().positive(),
  can_claim: z.boolean(),
  task: z.object({
    name: z.string(),
    description: z.string(),
    category: taskCategorySchema,
    growth_points: z.number().int().positive(),
    period: taskPeriodSchema,
  }),
});
export type UserTask = z.infer<typeof userTaskSchema>;
export const userTasksResponseSchema = z.object({ success: z.literal(true), data: z.array(userTaskSchema) });
export type UserTasksResponse = z.infer<typeof userTasksResponseSchema>;

/** POST /api/user/tasks/{id}/claim (user auth): the growth points added. */
export const taskIdSchema = z.string().regex(/^[a-z0-9-]{1,64}$/, messages.tasks.claimFailed);
export const taskClaimResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ growth_points: z.number().int().positive() }),
});
export type TaskClaimResponse = z.infer<typeof taskClaimResponseSchema>;
