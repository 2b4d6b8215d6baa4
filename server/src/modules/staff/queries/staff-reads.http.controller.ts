// The staff console's reads. Support (and admins): find a member, read their whole history.
// Auditors (and admins): every container with its state, commitment and revealed seed. A route
// with @Roles answers 403 to members and visitors alike (auth.guard.ts).
import { Controller, Get, Inject, NotFoundException, Param, Query, UseGuards } from '@nestjs/common';
import {
  memberSearchQuerySchema,
  userIdParamSchema,
  type AuditContainersResponse,
  type MemberSearchQuery,
  type MemberSearchResponse,
  type UserHistoryResponse,
  auditContainersResponseSchema,
  memberSearchResponseSchema,
  userHistoryResponseSchema,
} from '@shop/contracts';
import { validate } from '../../../http/zod-validation.pipe';
import { AuthGuard, Roles } from '../../accounts/accounts.public';
import { AuditContainersReader } from './audit-containers.reader';
import { MemberSearchReader } from './member-search.reader';
import { MemberTimelineReader } from './member-timeline.reader';
import { ApiDoc, ApiTag } from '../../../openapi/api-doc.decorator';

@ApiTag('Back office')
@Controller('admin')
@UseGuards(AuthGuard)
export class StaffReadsHttpController {
  constructor(
    @Inject(MemberSearchReader) private readonly members: MemberSearchReader,
    @Inject(MemberTimelineReader) private readonly timelines: MemberTimelineReader,
    @Inject(AuditContainersReader) private readonly audits: AuditContainersReader,
  ) {}

  @Get('users')
  @Roles('support', 'admin')
  @ApiDoc({ summary: 'Find members by phone, member id, order number or name', answer: memberSearchResponseSchema })
  async search(@Query(validate(memberSearchQuerySchema)) query: MemberSearchQuery): Promise<MemberSearchResponse> {
    return { success: true, data: await this.members.search(query.q) };
  }

  /** Support replays a member's history across their streams, in log order. */
  @Get('users/:userId/events')
  @Roles('support', 'admin')
  @ApiDoc({ summary: "A member's event history (support replay)", answer: userHistoryResponseSchema })
  async history(@Param('userId', validate(userIdParamSchema)) userId: string): Promise<UserHistoryResponse> {
    const history = await this.timelines.history(userId);
    if (!history.data.length) throw new NotFoundException({ success: false, message: '找不到請求的資源' });
    return { success: true, ...history };
  }

  @Get('audit/containers')
  @Roles('auditor', 'admin')
  @ApiDoc({ summary: 'Every draw container with its state, commitment and revealed seed (auditors)', answer: auditContainersResponseSchema })
  async containers(): Promise<AuditContainersResponse> {
    return { success: true, data: await this.audits.containers() };
  }
}
